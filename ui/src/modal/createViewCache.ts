import { type AppKit, AppKitError, type ViewLoad, type ViewName } from '@appkit/kernel'
import type { ComponentType } from 'react'
import { isViewModule, type ViewProps } from '../views/ViewProps.js'

export type ViewComponent = ComponentType<ViewProps>

/** Where a view's code is: each status is one object, kept until the status changes. */
export type ViewEntry =
  | { status: 'loading' }
  | { status: 'loaded'; View: ViewComponent }
  | { status: 'failed'; error: unknown }

export interface ViewCache {
  /** Whether the kit's view registry knows the view. */
  has(view: ViewName): boolean
  /** The view's entry, undefined before its first load: a loaded view renders at once. */
  peek(view: ViewName): ViewEntry | undefined
  /**
   * Loads the view's module once and resolves with its component once the entry says
   * 'loaded'; a view that failed before is fetched again.
   */
  load(view: ViewName): Promise<ViewComponent>
  /** Calls the listener after any entry changes (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void
}

type ViewRouter = Pick<AppKit['router'], 'hasView' | 'loadView' | 'peekView' | 'subscribeViews'>

function componentOf(view: ViewName, module: unknown): ViewComponent {
  if (!isViewModule(module)) throw new AppKitError(`View ${view} has no default component`)
  return module.default
}

/**
 * The kit's view registry seen as React components: the registry finds, loads and keeps each
 * view's code (so a reopened modal, or another provider of the same kit, shows a view it
 * loaded before at once); this reads its modules as components. No React.lazy, so showing a
 * loaded view never suspends, and a view still loading is a state the outlet renders (no
 * Suspense fallback, whose reveal React throttles by 300 ms).
 */
export function createViewCache(router: ViewRouter): ViewCache {
  // One entry per loaded module, so snapshots stay stable while nothing changes.
  const loaded = new WeakMap<ViewLoad, ViewEntry>()

  return {
    has: (view) => router.hasView(view),
    peek(view) {
      const load = router.peekView(view)
      if (load?.status !== 'loaded') return load
      let entry = loaded.get(load)
      if (!entry) {
        try {
          entry = { status: 'loaded', View: componentOf(view, load.module) }
        } catch (error) {
          entry = { status: 'failed', error }
        }
        loaded.set(load, entry)
      }
      return entry
    },
    load: (view) => router.loadView(view).then((module) => componentOf(view, module)),
    subscribe: (listener) => router.subscribeViews(listener),
  }
}
