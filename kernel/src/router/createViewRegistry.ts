import { AppKitError } from '../errors/AppKitError.js'
import { createStore } from '../store/createStore.js'
import type { ViewName } from '../types/ViewName.js'

/** Loads a view's code on first use, e.g. `() => import('./views/SwapView.js')`. */
export type ViewLoader = () => Promise<unknown>

/** Where a view's code is: each status is one object, kept until the status changes. */
export type ViewLoad =
  | { status: 'loading' }
  | { status: 'loaded'; module: unknown }
  | { status: 'failed'; error: unknown }

export interface ViewRegistry {
  /**
   * Maps a view name to its loader; returns the undo. Registering a name that maps to another
   * loader warns, and the last registration wins until it is undone (the previous one then
   * comes back). Registering the same loader again is shared: it stays until every undo ran.
   */
  register(name: ViewName, loader: ViewLoader): () => void
  /** Whether the name is registered (to that loader, when one is given). */
  has(name: ViewName, loader?: ViewLoader): boolean
  /**
   * Calls the view's loader once and caches the promise; a failed load is tried again on the
   * next call. Rejects with an AppKitError for a view no one registered.
   */
  load(name: ViewName): Promise<unknown>
  /** The view's load, undefined before its first: synchronously readable, a stable object. */
  peek(name: ViewName): ViewLoad | undefined
  /** Calls the listener after any view's load changes (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void
}

export interface ViewRegistryOptions {
  /** Told when a name is registered to a second loader. */
  warn?: (message: string) => void
}

interface Pending {
  load: ViewLoad
  promise: Promise<unknown>
}

const LOADING: ViewLoad = { status: 'loading' }

/** The one place a view name maps to its lazy loader, and to the code it loaded. */
export function createViewRegistry(options: ViewRegistryOptions = {}): ViewRegistry {
  // Per name, every loader registered and not undone yet: the last one is in use.
  const loaders = new Map<ViewName, ViewLoader[]>()
  const store = createStore<{ loads: ReadonlyMap<ViewName, Pending> }>({ loads: new Map() })

  const current = (name: ViewName) => loaders.get(name)?.at(-1)
  const pending = (name: ViewName) => store.getState().loads.get(name)

  function setLoad(name: ViewName, next?: Pending) {
    const loads = new Map(store.getState().loads)
    if (next) loads.set(name, next)
    else if (!loads.delete(name)) return
    store.setState({ loads })
  }

  /** Applies a change to the name's loaders, forgetting the loaded code when the one in use changed. */
  function change(name: ViewName, update: (list: ViewLoader[]) => void) {
    const list = loaders.get(name) ?? []
    const before = list.at(-1)
    update(list)
    if (list.length > 0) loaders.set(name, list)
    else loaders.delete(name)
    if (list.at(-1) !== before) setLoad(name)
  }

  return {
    register(name, loader) {
      const previous = current(name)
      if (previous && previous !== loader) {
        options.warn?.(`View ${name} is registered twice: the last registration wins`)
      }
      change(name, (list) => list.push(loader))
      let undone = false
      return () => {
        if (undone) return
        undone = true
        change(name, (list) => list.splice(list.lastIndexOf(loader), 1))
      }
    },
    has: (name, loader) => (loader ? current(name) === loader : loaders.has(name)),
    load(name) {
      const cached = pending(name)
      if (cached && cached.load.status !== 'failed') return cached.promise
      const loader = current(name)
      if (!loader) return Promise.reject(new AppKitError(`View not registered: ${name}`))
      const settle = (load: ViewLoad) => {
        if (pending(name)?.promise === promise) setLoad(name, { load, promise })
      }
      const promise: Promise<unknown> = Promise.resolve()
        .then(loader)
        .then(
          (module) => {
            settle({ status: 'loaded', module })
            return module
          },
          (error: unknown) => {
            settle({ status: 'failed', error })
            throw error
          },
        )
      setLoad(name, { load: LOADING, promise })
      return promise
    },
    peek: (name) => pending(name)?.load,
    subscribe: (listener) => store.subscribe(() => listener()),
  }
}
