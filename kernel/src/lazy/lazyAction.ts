import { loadOnce } from './loadOnce.js'

/**
 * An action whose code loads on its first call, keeping it out of the page's first load (a
 * send, say, is never needed before a click). Calls share one load; a failed load is tried
 * again on the next call.
 *
 * @example
 * const send = lazyAction(() => import('./createSendAction.js').then((m) => m.createSendAction(ctx)))
 */
export function lazyAction<A extends unknown[], R>(
  load: () => Promise<(...args: A) => Promise<R>>,
): (...args: A) => Promise<R> {
  const action = loadOnce(load)
  return async (...args) => (await action())(...args)
}
