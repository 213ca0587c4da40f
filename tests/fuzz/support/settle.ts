import { check } from './check.js'

/** Longer than this for one input counts as a hang (a catastrophic regex, an endless loop). */
export const SLOW_CASE_MS = 1_000

export type Settled<A> = { ok: true; value: A } | { ok: false; error: unknown }

function checkFast(started: number): void {
  const elapsed = performance.now() - started
  check(elapsed < SLOW_CASE_MS, () => `one input took ${Math.round(elapsed)} ms (a hang?)`)
}

/**
 * Runs `run` once: its value, or what it threw. Fails the property when one input takes longer
 * than SLOW_CASE_MS, so a near-hang shows up as a failure with its input, not a timeout.
 *
 * @example const result = settle(() => parseCaipNetworkId(input))
 */
export function settle<A>(run: () => A): Settled<A> {
  const started = performance.now()
  let result: Settled<A>
  try {
    result = { ok: true, value: run() }
  } catch (error) {
    result = { ok: false, error }
  }
  checkFast(started)
  return result
}

/** `settle` for a promise: resolves with its value or what it rejected with, never rejects. */
export async function settleAsync<A>(run: () => Promise<A>): Promise<Settled<A>> {
  const started = performance.now()
  let result: Settled<A>
  try {
    result = { ok: true, value: await run() }
  } catch (error) {
    result = { ok: false, error }
  }
  checkFast(started)
  return result
}

/** Asserts `run` neither threw nor hung, and returns its value. */
export function settled<A>(run: () => A): A {
  const result = settle(run)
  if (!result.ok) throw result.error
  return result.value
}
