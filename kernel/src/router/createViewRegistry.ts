import { AppKitError } from '../errors/AppKitError.js'
import type { MessageDescriptor } from '../i18n/MessageDescriptor.js'
import { createStore } from '../store/createStore.js'
import type { ViewData, ViewName } from '../types/ViewName.js'

/** Loads a view's code on first use, e.g. `() => import('./views/SwapView.js')`. */
export type ViewLoader = () => Promise<unknown>

/**
 * The modal header's title for a view, given where the view is registered: a fixed text, or one
 * read from the data the view was opened with (undefined falls back to the view name in words).
 */
export type ViewTitle =
  | string
  | MessageDescriptor
  | ((data: ViewData | undefined) => string | MessageDescriptor | undefined)

/** What a view is registered with besides its loader. */
export interface ViewOptions {
  title?: ViewTitle
  /**
   * The modal may render the view hidden before it opens (inert, out of the accessibility
   * tree), so the first click only reveals it. Only for a view that asks nothing, focuses
   * nothing and starts nothing until `useViewShown()` (@appkit/ui) turns true.
   */
  prerender?: boolean
}

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
  register(name: ViewName, loader: ViewLoader, options?: ViewOptions): () => void
  /** Whether the name is registered (to that loader, when one is given). */
  has(name: ViewName, loader?: ViewLoader): boolean
  /** The title the registration in use gives the view opened with `data`, if it gives one. */
  title(name: ViewName, data?: ViewData): string | MessageDescriptor | undefined
  /** Whether the registration in use lets the modal render the view before it opens. */
  prerenders(name: ViewName): boolean
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

interface Registration extends ViewOptions {
  loader: ViewLoader
}

interface Pending {
  load: ViewLoad
  promise: Promise<unknown>
}

const LOADING: ViewLoad = { status: 'loading' }

/** The one place a view name maps to its lazy loader, and to the code it loaded. */
export function createViewRegistry(options: ViewRegistryOptions = {}): ViewRegistry {
  // Per name, every registration not undone yet: the last one is in use.
  const registrations = new Map<ViewName, Registration[]>()
  const store = createStore<{ loads: ReadonlyMap<ViewName, Pending> }>({ loads: new Map() })

  const current = (name: ViewName) => registrations.get(name)?.at(-1)
  const pending = (name: ViewName) => store.getState().loads.get(name)

  function setLoad(name: ViewName, next?: Pending) {
    const loads = new Map(store.getState().loads)
    if (next) loads.set(name, next)
    else if (!loads.delete(name)) return
    store.setState({ loads })
  }

  /** Applies a change to the name's registrations, forgetting the loaded code when the loader in use changed. */
  function change(name: ViewName, update: (list: Registration[]) => void) {
    const list = registrations.get(name) ?? []
    const before = list.at(-1)?.loader
    update(list)
    if (list.length > 0) registrations.set(name, list)
    else registrations.delete(name)
    if (list.at(-1)?.loader !== before) setLoad(name)
  }

  return {
    register(name, loader, viewOptions) {
      const previous = current(name)?.loader
      if (previous && previous !== loader) {
        options.warn?.(`View ${name} is registered twice: the last registration wins`)
      }
      const registration: Registration = { ...viewOptions, loader }
      change(name, (list) => list.push(registration))
      let undone = false
      return () => {
        if (undone) return
        undone = true
        change(name, (list) => list.splice(list.lastIndexOf(registration), 1))
      }
    },
    has: (name, loader) => (loader ? current(name)?.loader === loader : registrations.has(name)),
    title(name, data) {
      const title = current(name)?.title
      if (typeof title !== 'function') return title
      try {
        return title(data)
      } catch (error) {
        options.warn?.(`View ${name}'s title failed: ${String(error)}`)
        return undefined
      }
    },
    prerenders: (name) => current(name)?.prerender === true,
    load(name) {
      const cached = pending(name)
      if (cached && cached.load.status !== 'failed') return cached.promise
      const loader = current(name)?.loader
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
