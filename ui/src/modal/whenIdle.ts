/** How long an idle callback may wait on a busy page before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000

interface IdleScope {
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
  setTimeout: (task: () => void, ms: number) => unknown
  clearTimeout: (handle: never) => void
}

/**
 * Runs `task` once the page is idle (`requestIdleCallback`, at most IDLE_TIMEOUT_MS later), or
 * after a short timer where the browser has no idle callbacks (Safari before 18). Returns a
 * cancel that is safe to call after the task ran.
 */
export function whenIdle(task: () => void, scope: IdleScope = globalThis as IdleScope): () => void {
  if (scope.requestIdleCallback && scope.cancelIdleCallback) {
    const cancel = scope.cancelIdleCallback
    const handle = scope.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => cancel(handle)
  }
  const handle = scope.setTimeout(task, 200)
  return () => scope.clearTimeout(handle as never)
}
