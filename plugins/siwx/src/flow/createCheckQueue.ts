export interface CheckQueue {
  /**
   * Runs the check once the current task is over (the kernel finishes its own navigation
   * first); requests made before it starts share that run. Resolves after the run.
   */
  request(): Promise<void>
  /** Resolves once every run requested so far is over. */
  settled(): Promise<void>
}

/** Serialises the sign-in checks: one at a time, coalesced, never overlapping. */
export function createCheckQueue(
  run: () => Promise<void>,
  options: { defer: (callback: () => void) => void; onError: (error: unknown) => void },
): CheckQueue {
  let queued: Promise<void> | undefined
  let tail: Promise<void> = Promise.resolve()
  return {
    request() {
      if (queued) return queued
      const next = tail
        .then(() => new Promise<void>((resolve) => options.defer(resolve)))
        .then(() => {
          queued = undefined
          return run()
        })
        .catch(options.onError)
      queued = next
      tail = next
      return next
    },
    settled: () => tail,
  }
}
