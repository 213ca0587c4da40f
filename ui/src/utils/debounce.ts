/** 'debounce 500 ms' (spec §9): the wallet search waits this long after the last keystroke. */
export const DEBOUNCE_MS = 500

export interface Debounced<A extends unknown[]> {
  (...args: A): void
  /** Drops a pending call. */
  cancel(): void
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** Calls `fn` once calls have stopped for `ms`, with the last call's arguments. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = DEBOUNCE_MS,
  timers: Timers = defaultTimers,
): Debounced<A> {
  let handle: unknown
  let pending = false
  const cancel = () => {
    if (pending) timers.clearTimeout(handle)
    pending = false
  }
  const debounced = (...args: A) => {
    cancel()
    pending = true
    handle = timers.setTimeout(() => {
      pending = false
      fn(...args)
    }, ms)
  }
  debounced.cancel = cancel
  return debounced
}
