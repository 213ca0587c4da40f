import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { TimeoutError } from '../errors/TimeoutError.js'
import { HTTP_RETRY_POLICY, RETRY_STATUSES, type RetryPolicy } from './policies.js'
import { isRetryableHttpError, retryDelayMs, retrySchedule } from './retrySchedule.js'

const url = 'http://127.0.0.1/x'

describe('retrySchedule', () => {
  it('retries every listed status and nothing else', () => {
    for (const status of RETRY_STATUSES) {
      expect(isRetryableHttpError(new HttpRequestError({ status, url }), HTTP_RETRY_POLICY)).toBe(
        true,
      )
    }
    for (const status of [400, 401, 404, 501]) {
      expect(isRetryableHttpError(new HttpRequestError({ status, url }), HTTP_RETRY_POLICY)).toBe(
        false,
      )
    }
    expect(isRetryableHttpError(new HttpRequestError({ url }), HTTP_RETRY_POLICY)).toBe(false)
    expect(isRetryableHttpError(new TimeoutError({ url, timeoutMs: 1 }), HTTP_RETRY_POLICY)).toBe(
      false,
    )
  })

  it("backs off exponentially: 150, 300, 600 ms ('150 ms base delay, exponential backoff')", () => {
    const error = new HttpRequestError({ status: 503, url })
    expect([0, 1, 2].map((retry) => retryDelayMs(retry, error, HTTP_RETRY_POLICY))).toEqual([
      150, 300, 600,
    ])
  })

  it('prefers the Retry-After wait when the server sent one', () => {
    const error = new HttpRequestError({ status: 429, url, retryAfterMs: 2000 })
    expect(retryDelayMs(2, error, HTTP_RETRY_POLICY)).toBe(2000)
  })

  it('makes at most retries + 1 attempts as an Effect schedule', async () => {
    const policy: RetryPolicy = { ...HTTP_RETRY_POLICY, baseDelayMs: 0 }
    let attempts = 0
    const failing = Effect.suspend(() => {
      attempts += 1
      return Effect.fail(new HttpRequestError({ status: 500, url }))
    })
    await Effect.runPromise(Effect.either(Effect.retry(failing, retrySchedule(policy))))
    expect(attempts).toBe(4)

    attempts = 0
    const notFound = Effect.suspend(() => {
      attempts += 1
      return Effect.fail(new HttpRequestError({ status: 404, url }))
    })
    await Effect.runPromise(Effect.either(Effect.retry(notFound, retrySchedule(policy))))
    expect(attempts).toBe(1)
  })
})
