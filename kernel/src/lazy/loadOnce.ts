/**
 * Wraps a lazy import (or any load) so it runs once and its promise is shared; a load that
 * fails is forgotten, so the next call tries again (a chunk that failed to download once, on a
 * flaky network, does not break the feature until the page reloads).
 *
 * @example
 * const transport = loadOnce(() => import('./transport.js'))
 * const { send } = await transport()
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
