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

interface Registration {
  loader: ViewLoader
}

interface Pending {
  load: ViewLoad
  promise: Promise<unknown>
}

const LOADING: ViewLoad = Object.freeze({ status: 'loading' })

/** The one place a view name maps to its lazy loader, and to the code it loaded. */
export function createViewRegistry(options: ViewRegistryOptions = {}): ViewRegistry {
  const registrations = new Map<ViewName, Registration[]>()
  const store = createStore<{ loads: ReadonlyMap<ViewName, Pending> }>({ loads: new Map() })

  const current = (name: ViewName) => registrations.get(name)?.at(-1)?.loader

  function setLoad(name: ViewName, pending: Pending | undefined) {
    const loads = new Map(store.getState().loads)
    if (pending) loads.set(name, pending)
    else if (!loads.delete(name)) return
    store.setState({ loads })
  }

  function settle(name: ViewName, promise: Promise<unknown>, load: ViewLoad) {
    if (store.getState().loads.get(name)?.promise !== promise) return
    setLoad(name, { load, promise })
  }

  function replaced(name: ViewName, previous: ViewLoader | undefined) {
    if (current(name) !== previous) setLoad(name, undefined)
  }

  return {
    register(name, loader) {
      const stack = registrations.get(name) ?? []
      const previous = stack.at(-1)?.loader
      if (previous && previous !== loader) {
        options.warn?.(`View ${name} is registered twice: the last registration wins`)
      }
      const registration: Registration = { loader }
      registrations.set(name, [...stack, registration])
      replaced(name, previous)
      return () => {
        const before = registrations.get(name) ?? []
        if (!before.includes(registration)) return
        const after = before.filter((entry) => entry !== registration)
        if (after.length > 0) registrations.set(name, after)
        else registrations.delete(name)
        replaced(name, before.at(-1)?.loader)
      }
    },
    has: (name, loader) => {
      const registered = current(name)
      return loader ? registered === loader : registered !== undefined
    },
    load(name) {
      const cached = store.getState().loads.get(name)
      if (cached && cached.load.status !== 'failed') return cached.promise
      const loader = current(name)
      if (!loader) return Promise.reject(new AppKitError(`View not registered: ${name}`))
      const promise: Promise<unknown> = Promise.resolve()
        .then(loader)
        .then(
          (module) => {
            settle(name, promise, { status: 'loaded', module })
            return module
          },
          (error: unknown) => {
            settle(name, promise, { status: 'failed', error })
            throw error
          },
        )
      setLoad(name, { load: LOADING, promise })
      return promise
    },
    peek: (name) => store.getState().loads.get(name)?.load,
    subscribe: (listener) => store.subscribe(() => listener()),
  }
}
