import { Cause, Effect, Exit, Option } from 'effect'
import { settle } from './settle.js'

export type DecodeOutcome<A> =
  | { kind: 'success'; value: A }
  | { kind: 'failure'; error: unknown }
  | { kind: 'defect'; defect: unknown }

/**
 * Runs a decoding Effect synchronously: its value, its expected failure, or a defect (something
 * thrown inside it: a decoder that crashed instead of failing).
 */
export function decodeOutcome<A, E>(effect: Effect.Effect<A, E, never>): DecodeOutcome<A> {
  const exit = Effect.runSyncExit(effect)
  if (Exit.isSuccess(exit)) return { kind: 'success', value: exit.value }
  const failure = Cause.failureOption(exit.cause)
  if (Option.isSome(failure)) return { kind: 'failure', error: failure.value }
  return { kind: 'defect', defect: Cause.squash(exit.cause) }
}

/** The outcome of a synchronous decoder: its value, or what it threw (a failure). */
export function decodeSyncOutcome<A>(run: () => A): DecodeOutcome<A> {
  const result = settle(run)
  return result.ok
    ? { kind: 'success', value: result.value }
    : { kind: 'failure', error: result.error }
}
