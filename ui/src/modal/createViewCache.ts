import { AppKitError, type ViewName } from '@appkit/kernel'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { isViewModule, type ViewProps } from '../views/ViewProps.js'

export type LazyView = LazyExoticComponent<ComponentType<ViewProps>>

export interface ViewCache {
  /** The view's lazy component, made once: a view shown before renders at once, no fallback. */
  get(view: ViewName, loader: () => Promise<unknown>): LazyView
  /** Forgets a view (after it failed to load), so the next `get` loads it again. */
  forget(view: ViewName): void
}

/**
 * The lazy components of the views a modal has shown. It lives as long as the modal shell,
 * not the view outlet (which unmounts on every close): otherwise each reopening made a new
 * lazy component that suspended and showed 'Loading' (for React's 300 ms at least) again.
 */
export function createViewCache(): ViewCache {
  const views = new Map<ViewName, LazyView>()
  return {
    get(view, loader) {
      let View = views.get(view)
      if (!View) {
        View = lazy(async () => {
          const module = await loader()
          if (!isViewModule(module)) throw new AppKitError(`View ${view} has no default component`)
          return module
        })
        views.set(view, View)
      }
      return View
    },
    forget(view) {
      views.delete(view)
    },
  }
}
