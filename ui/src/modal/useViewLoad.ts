import type { AppKit, ViewLoad, ViewName } from '@appkit/kernel'
import { useEffect, useSyncExternalStore } from 'react'

/**
 * The view's load in the kit's view registry, starting it when there is none: 'loaded' on the
 * first render for a view loaded before (or with the modal), 'loading' then 'loaded' otherwise,
 * as state rather than a suspended lazy component. A failure stays 'failed' until it is loaded
 * again ('Try again').
 */
export function useViewLoad(
  router: Pick<AppKit['router'], 'loadView' | 'peekView' | 'subscribeViews'>,
  view: ViewName,
): ViewLoad | undefined {
  const peek = () => router.peekView(view)
  const load = useSyncExternalStore(router.subscribeViews, peek, peek)
  const missing = load === undefined
  useEffect(() => {
    if (missing) router.loadView(view).catch(() => {})
  }, [missing, router, view])
  return load
}
