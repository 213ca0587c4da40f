import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RETRY_AFTER_MS,
  ERROR_REPORT_LIMIT,
  ERROR_REPORT_WINDOW_MS,
  HTTP_RETRY_POLICY,
  JSON_RPC_BATCH_SIZE,
  JSON_RPC_RETRY_POLICY,
  JSON_RPC_TIMEOUT_MS,
  RETRY_STATUSES,
  YEAR_MS,
} from './policies.js'

describe('policies (spec §8, §9)', () => {
  it("retries on 'status 403, 408, 413, 429, 500, 502, 503, 504'", () => {
    expect(RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })

  it("HTTP: 'retry count 3 with 150 ms base delay, exponential backoff'", () => {
    expect(HTTP_RETRY_POLICY).toMatchObject({ retries: 3, baseDelayMs: 150, factor: 2 })
  })

  it("JSON-RPC: 'default timeout 10 s, retry default 2 with 100 ms delay', 'batch size 1000'", () => {
    expect(JSON_RPC_TIMEOUT_MS).toBe(10_000)
    expect(JSON_RPC_RETRY_POLICY).toMatchObject({ retries: 2, baseDelayMs: 100 })
    expect(JSON_RPC_BATCH_SIZE).toBe(1000)
  })

  it("'retry after 1 s default' and 'Error report limit 5 per 60 s'", () => {
    expect(DEFAULT_RETRY_AFTER_MS).toBe(1000)
    expect(HTTP_RETRY_POLICY.defaultRetryAfterMs).toBe(1000)
    expect([ERROR_REPORT_LIMIT, ERROR_REPORT_WINDOW_MS]).toEqual([5, 60_000])
  })

  it("has 'time constants from one second to one year'", () => {
    expect(YEAR_MS).toBe(365 * 24 * 60 * 60 * 1000)
  })

  it('policies are frozen values', () => {
    expect(Object.isFrozen(HTTP_RETRY_POLICY)).toBe(true)
    expect(Object.isFrozen(RETRY_STATUSES)).toBe(true)
  })
})
