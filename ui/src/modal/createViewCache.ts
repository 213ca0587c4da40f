import { AppKitError, createStore, type ViewName } from '@appkit/kernel'
import type { ComponentType } from 'react'
import { isViewModule, type ViewProps } from '../views/ViewProps.js'

export type ViewComponent = ComponentType<ViewProps>

/** Where a view's code is: each status is one object, kept until the status changes. */
export type ViewEntry =
  | { status: 'loading' }
  | { status: 'loaded'; View: ViewComponent }
  | { status: 'failed'; error: unknown }

export interface ViewCache {
  /** The view's entry, undefined before its first load: a loaded view renders at once. */
  peek(view: ViewName): ViewEntry | undefined
  /**
   * Loads the view's module once and resolves with its component once the entry says
   * 'loaded'; a view that failed before is fetched again.
   */
  load(view: ViewName, loader: () => Promise<unknown>): Promise<ViewComponent>
  /** Forgets a view (after it failed to load), so the next `load` fetches it again. */
  forget(view: ViewName): void
  /** Calls the listener after any entry changes (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void
}

interface Pending {
  entry: ViewEntry
  promise: Promise<ViewComponent>
}

/**
 * The views one provider has loaded, as plain promises and their results: no React.lazy, so
 * showing a loaded view never suspends, and a view still loading is a state the outlet
 * renders (no Suspense fallback, whose reveal React throttles by 300 ms). It lives as long as
 * the provider: the modal can start a view's load before it mounts, and a reopened modal shows
 * a view it showed before at once.
 */
export function createViewCache(): ViewCache {
  const store = createStore<{ entries: ReadonlyMap<ViewName, Pending> }>({ entries: new Map() })

  function set(view: ViewName, pending: Pending | undefined) {
    const entries = new Map(store.getState().entries)
    if (pending) entries.set(view, pending)
    else entries.delete(view)
    store.setState({ entries })
  }

  function settle(view: ViewName, promise: Promise<ViewComponent>, entry: ViewEntry) {
    if (store.getState().entries.get(view)?.promise !== promise) return
    set(view, { entry, promise })
  }

  return {
    peek: (view) => store.getState().entries.get(view)?.entry,
    load(view, loader) {
      const cached = store.getState().entries.get(view)
      if (cached && cached.entry.status !== 'failed') return cached.promise
      const promise: Promise<ViewComponent> = Promise.resolve()
        .then(loader)
        .then((module) => {
          if (!isViewModule(module)) throw new AppKitError(`View ${view} has no default component`)
          return module.default
        })
        .then(
          (View) => {
            settle(view, promise, { status: 'loaded', View })
            return View
          },
          (error: unknown) => {
            settle(view, promise, { status: 'failed', error })
            throw error
          },
        )
      set(view, { entry: { status: 'loading' }, promise })
      return promise
    },
    forget(view) {
      if (store.getState().entries.has(view)) set(view, undefined)
    },
    subscribe: (listener) => store.subscribe(() => listener()),
  }
}
