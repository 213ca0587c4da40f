import type { ViewName } from '@appkit/kernel'
import { useEffect, useSyncExternalStore } from 'react'
import type { ViewCache, ViewEntry } from './createViewCache.js'

/**
 * The view's entry in the cache, loading it when it has none: 'loaded' on the first render
 * for a view loaded before (or with the modal), 'loading' then 'loaded' otherwise, as state
 * rather than a suspended lazy component. A failure stays 'failed' until the cache forgets it.
 */
export function useViewEntry(
  views: ViewCache,
  view: ViewName,
  loader: () => Promise<unknown>,
): ViewEntry | undefined {
  const peek = () => views.peek(view)
  const entry = useSyncExternalStore(views.subscribe, peek, peek)
  const missing = entry === undefined
  useEffect(() => {
    // A failure is not retried here: it shows until 'Try again' makes the cache forget it.
    if (missing) views.load(view, loader).catch(() => {})
  }, [missing, views, view, loader])
  return entry
}
