import type { SiwxServerStore } from './SiwxServerStore.js'

/**
 * A function to call on each request: at most once per `intervalMs`, it starts removing the
 * store's expired nonces and sessions, and returns at once. The answer never waits for the
 * sweep; a failed sweep is reported to `onError` and tried again after the next interval.
 */
export function createExpiredSweeper(parameters: {
  store: SiwxServerStore
  intervalMs: number
  now: () => number
  onError: (error: unknown) => void
}): () => void {
  const { store, intervalMs, now, onError } = parameters
  let lastSweep = Number.NEGATIVE_INFINITY
  return () => {
    const at = now()
    if (at - lastSweep < intervalMs) return
    // Counted from the start: a sweep that hangs does not stop the next ones.
    lastSweep = at
    Promise.resolve()
      .then(() => store.removeExpired(at))
      .catch(onError)
  }
}
