import type { ViewName } from '@appkit/kernel'
import { useEffect, useSyncExternalStore } from 'react'
import type { ViewCache, ViewEntry } from './createViewCache.js'

/**
 * The view's entry in the cache, loading it when it has none: 'loaded' on the first render
 * for a view loaded before (or with the modal), 'loading' then 'loaded' otherwise, as state
 * rather than a suspended lazy component. A failure stays 'failed' until it is loaded again.
 */
export function useViewEntry(views: ViewCache, view: ViewName): ViewEntry | undefined {
  const peek = () => views.peek(view)
  const entry = useSyncExternalStore(views.subscribe, peek, peek)
  const missing = entry === undefined
  useEffect(() => {
    // A failure is not retried here: it shows until 'Try again' loads the view again.
    if (missing) views.load(view).catch(() => {})
  }, [missing, views, view])
  return entry
}
