import { Duration, Schedule } from 'effect'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { RETRY_STATUSES, type RetryPolicy } from './policies.js'

/**
 * Whether a failure is worth another attempt: an HTTP status of spec §8's retry list, and
 * no Retry-After beyond the policy's patience. Timeouts, aborts and network errors are not.
 */
export function isRetryableHttpError(error: unknown, policy: RetryPolicy): boolean {
  if (!(error instanceof HttpRequestError) || error.status === undefined) return false
  if (!RETRY_STATUSES.includes(error.status)) return false
  return error.retryAfterMs === undefined || error.retryAfterMs <= policy.maxRetryAfterMs
}

/** The wait before retry number `retry` (0-based): Retry-After if sent, else exponential. */
export function retryDelayMs(retry: number, error: unknown, policy: RetryPolicy): number {
  const retryAfterMs = error instanceof HttpRequestError ? error.retryAfterMs : undefined
  return retryAfterMs ?? policy.baseDelayMs * policy.factor ** retry
}

/** The policy as an Effect Schedule, fed the failures: use with `Effect.retry`. */
export function retrySchedule(policy: RetryPolicy): Schedule.Schedule<[number, unknown], unknown> {
  return Schedule.intersect(Schedule.recurs(policy.retries), Schedule.identity<unknown>()).pipe(
    Schedule.whileInput((error: unknown) => isRetryableHttpError(error, policy)),
    Schedule.addDelay(([retry, error]) => Duration.millis(retryDelayMs(retry, error, policy))),
  )
}
