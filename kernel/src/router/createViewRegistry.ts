import { AppKitError } from '../errors/AppKitError.js'
import type { ViewName } from '../types/ViewName.js'

/** Loads a view's code on first use, e.g. `() => import('./views/SwapView.js')`. */
export type ViewLoader = () => Promise<unknown>

export interface ViewRegistry {
  /** Registers (or replaces) a view's loader; returns a function that unregisters it. */
  register(name: ViewName, loader: ViewLoader): () => void
  /** Calls the view's loader once and caches the promise; a failed load is retried next time. */
  load(name: ViewName): Promise<unknown>
  has(name: ViewName): boolean
}

/** The views plugins registered, each fetched only when first loaded. */
export function createViewRegistry(): ViewRegistry {
  const loaders = new Map<ViewName, ViewLoader>()
  const loaded = new Map<ViewName, Promise<unknown>>()

  return {
    register(name, loader) {
      loaders.set(name, loader)
      loaded.delete(name)
      return () => {
        if (loaders.get(name) !== loader) return
        loaders.delete(name)
        loaded.delete(name)
      }
    },
    load(name) {
      const cached = loaded.get(name)
      if (cached) return cached
      const loader = loaders.get(name)
      if (!loader) {
        return Promise.reject(new AppKitError(`View not registered: ${name}`))
      }
      const promise = Promise.resolve()
        .then(loader)
        .catch((error: unknown) => {
          if (loaded.get(name) === promise) loaded.delete(name)
          throw error
        })
      loaded.set(name, promise)
      return promise
    },
    has: (name) => loaders.has(name),
  }
}
