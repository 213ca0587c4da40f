import { Cause, Effect, Exit, Option } from 'effect'
import { type AppKitError, type ErrorCategory, toAppKitError } from '../errors/AppKitError.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'

export interface RunPromiseOptions {
  /** Aborting it interrupts the effect; the promise then rejects with RequestAbortedError. */
  signal?: AbortSignal
  /** Category for failures that are not AppKitErrors yet (default INTERNAL_SDK_ERROR). */
  category?: ErrorCategory
}

/**
 * Turns an Effect failure cause into one AppKitError: the first expected failure, else the
 * first defect (a thrown bug), else an interruption (RequestAbortedError).
 */
export function causeToAppKitError(
  cause: Cause.Cause<unknown>,
  category: ErrorCategory = 'INTERNAL_SDK_ERROR',
): AppKitError {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) return toAppKitError(failure.value, category)
  const defect = Cause.dieOption(cause)
  if (Option.isSome(defect)) return toAppKitError(defect.value, category)
  if (Cause.isInterrupted(cause)) return new RequestAbortedError()
  return toAppKitError(Cause.squash(cause), category)
}

/**
 * The one boundary where the kernel runs an Effect: resolves with its value or rejects with
 * an AppKitError (spec §8 'All controller errors are wrapped as an SDK error with a
 * category (default INTERNAL_SDK_ERROR)'). Effect never leaks out of here.
 */
export async function runPromise<A, E>(
  effect: Effect.Effect<A, E, never>,
  options: RunPromiseOptions = {},
): Promise<A> {
  if (options.signal?.aborted) throw new RequestAbortedError({ cause: options.signal.reason })
  const exit = await Effect.runPromiseExit(
    effect,
    options.signal ? { signal: options.signal } : undefined,
  )
  if (Exit.isSuccess(exit)) return exit.value
  throw causeToAppKitError(exit.cause, options.category)
}
