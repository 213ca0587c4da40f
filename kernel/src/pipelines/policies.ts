/**
 * Every retry, timeout and rate-limit policy of the kernel, as named values in one place
 * (spec §7, §8, §9). Durations are in milliseconds. Nothing else should hard-code these.
 */

// Time units (spec §9 'Time constants from one second to one year').
export const SECOND_MS = 1_000
export const MINUTE_MS = 60 * SECOND_MS
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS
export const WEEK_MS = 7 * DAY_MS
export const MONTH_MS = 30 * DAY_MS
export const YEAR_MS = 365 * DAY_MS

/** How a failed call is tried again. */
export interface RetryPolicy {
  /** Retries after the first attempt (so at most `retries + 1` attempts). */
  readonly retries: number
  /** Delay before the first retry; retry n waits `baseDelayMs * factor ** n`. */
  readonly baseDelayMs: number
  readonly factor: number
  /** Wait used when a Retry-After header is present but cannot be read (spec §9 'retry after 1 s default'). */
  readonly defaultRetryAfterMs: number
  /**
   * Not in the spec: a Retry-After longer than this is not waited for; the call fails
   * instead, so a server cannot stall a caller for an hour.
   */
  readonly maxRetryAfterMs: number
}

/** Spec §8 'RPC retries occur on status 403, 408, 413, 429, 500, 502, 503, 504' (HTTP too). */
export const RETRY_STATUSES: readonly number[] = Object.freeze([
  403, 408, 413, 429, 500, 502, 503, 504,
])

/** Spec §9 'retry after 1 s default'. */
export const DEFAULT_RETRY_AFTER_MS = SECOND_MS

/**
 * HTTP calls (config, wallet list, blockchain API): spec §9 gives two readings of the retry
 * policy, 'default 2 with 100 ms delay' and 'retry count 3 with 150 ms base delay,
 * exponential backoff'. HTTP uses the second: 3 retries, 150 ms, doubling (150, 300, 600).
 */
export const HTTP_RETRY_POLICY: RetryPolicy = Object.freeze({
  retries: 3,
  baseDelayMs: 150,
  factor: 2,
  defaultRetryAfterMs: DEFAULT_RETRY_AFTER_MS,
  maxRetryAfterMs: 30 * SECOND_MS,
})

/** Per attempt. The spec names no HTTP timeout; the RPC default of 10 s is used. */
export const HTTP_TIMEOUT_MS = 10 * SECOND_MS

/**
 * JSON-RPC calls use the first reading of spec §9: 'retry default 2 with 100 ms delay',
 * doubling between retries (100, 200).
 */
export const JSON_RPC_RETRY_POLICY: RetryPolicy = Object.freeze({
  retries: 2,
  baseDelayMs: 100,
  factor: 2,
  defaultRetryAfterMs: DEFAULT_RETRY_AFTER_MS,
  maxRetryAfterMs: 30 * SECOND_MS,
})

/** Spec §9 'RPC: default timeout 10 s' (per attempt). */
export const JSON_RPC_TIMEOUT_MS = 10 * SECOND_MS

/** Spec §7/§9 'batch size 1000': the most requests sent in one JSON-RPC array. */
export const JSON_RPC_BATCH_SIZE = 1000

/** Requests made within this wait (0: the same tick) go out in one batch. */
export const JSON_RPC_BATCH_WAIT_MS = 0

/** Spec §7/§9 'Error reports limited to 5 per 60 seconds'. */
export const ERROR_REPORT_LIMIT = 5
export const ERROR_REPORT_WINDOW_MS = 60 * SECOND_MS

// Other spec §9 time constants the kernel's own code uses; each plugin defines its own.
export const BALANCE_CACHE_MS = 30 * SECOND_MS
export const BALANCE_RETRY_BLOCK_MS = 30 * SECOND_MS
export const DISCONNECT_TIMEOUT_MS = 3 * SECOND_MS
