import { Duration, Effect } from 'effect'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import { TimeoutError } from '../errors/TimeoutError.js'
import { parseRetryAfter } from './parseRetryAfter.js'
import type { RetryPolicy } from './policies.js'
import { retrySchedule } from './retrySchedule.js'

/** The subset of `fetch` the pipelines use; inject one to test or to proxy. */
export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

/** Filled in while a call runs, so observers can report attempts and the last status. */
export interface RequestProgress {
  attempts: number
  status: number | undefined
}

export interface SendHttpOptions {
  fetch: FetchFn
  url: string
  method: 'GET' | 'POST'
  headers?: Readonly<Record<string, string>>
  body?: string
  /** Per attempt. */
  timeoutMs: number
  retry: RetryPolicy
  progress?: RequestProgress
}

export interface HttpResponse {
  status: number
  text: string
  headers: Headers
}

export type SendHttpError = HttpRequestError | TimeoutError | RequestAbortedError

function isAbortError(cause: unknown): boolean {
  return (
    typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'AbortError'
  )
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function failedResponse(url: string, response: HttpResponse, retry: RetryPolicy): HttpRequestError {
  const retryAfter = response.headers.get('retry-after')
  return new HttpRequestError({
    status: response.status,
    url,
    body: parseBody(response.text),
    ...(retryAfter === null
      ? {}
      : { retryAfterMs: parseRetryAfter(retryAfter) ?? retry.defaultRetryAfterMs }),
  })
}

/**
 * One HTTP call as an Effect: each attempt has its own timeout ('The request took too long
 * to respond.'), non-2xx answers fail with HttpRequestError (status, url, body), and the
 * retry policy is applied to the statuses of spec §8. Interrupting it (an abort) cancels the
 * fetch in flight and is never retried.
 */
export function sendHttp(options: SendHttpOptions): Effect.Effect<HttpResponse, SendHttpError> {
  const { url, timeoutMs, retry } = options
  const progress = options.progress ?? { attempts: 0, status: undefined }

  const attempt = Effect.suspend(() => {
    progress.attempts += 1
    return Effect.tryPromise({
      try: async (signal): Promise<HttpResponse> => {
        const response = await options.fetch(url, {
          method: options.method,
          ...(options.headers ? { headers: { ...options.headers } } : {}),
          ...(options.body === undefined ? {} : { body: options.body }),
          signal,
        })
        const text = await response.text()
        return { status: response.status, text, headers: response.headers }
      },
      catch: (cause): SendHttpError =>
        isAbortError(cause)
          ? new RequestAbortedError({ cause })
          : new HttpRequestError({ url, cause }),
    })
  }).pipe(
    Effect.timeoutFail({
      duration: Duration.millis(timeoutMs),
      onTimeout: () => new TimeoutError({ url, timeoutMs }),
    }),
    Effect.tap((response) => {
      progress.status = response.status
    }),
    Effect.filterOrFail(
      (response) => response.status >= 200 && response.status < 300,
      (response) => failedResponse(url, response, retry),
    ),
  )

  return Effect.retry(attempt, retrySchedule(retry))
}
