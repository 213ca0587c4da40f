export type Listener<T> = (value: T, previous: T) => void

/** A framework-free state container: React binds to it with useSyncExternalStore. */
export interface Store<S> {
  getState(): S
  /** Shallow-merges a partial state, or replaces it with what the updater returns. */
  setState(update: Partial<S> | ((state: S) => S)): void
  /** Calls the listener after every change of the whole state. */
  subscribe(listener: Listener<S>): () => void
  /** Calls the listener only when the selected slice changes (by `Object.is`, or `equals`). */
  subscribe<T>(
    selector: (state: S) => T,
    listener: Listener<T>,
    equals?: (a: T, b: T) => boolean,
  ): () => void
}

export function createStore<S extends object>(initialState: S): Store<S> {
  let state = initialState
  const listeners = new Set<Listener<S>>()

  function setState(update: Partial<S> | ((state: S) => S)) {
    const previous = state
    const next = typeof update === 'function' ? update(previous) : { ...previous, ...update }
    if (Object.is(next, previous)) return
    state = next
    for (const listener of [...listeners]) listener(state, previous)
  }

  function subscribe<T>(
    selectorOrListener: ((state: S) => T) | Listener<S>,
    maybeListener?: Listener<T>,
    equals: (a: T, b: T) => boolean = Object.is,
  ): () => void {
    let listener: Listener<S>
    if (maybeListener) {
      const selector = selectorOrListener as (state: S) => T
      listener = (next, previous) => {
        const selectedNext = selector(next)
        const selectedPrevious = selector(previous)
        if (!equals(selectedNext, selectedPrevious)) maybeListener(selectedNext, selectedPrevious)
      }
    } else {
      listener = selectorOrListener as Listener<S>
    }
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return { getState: () => state, setState, subscribe: subscribe as Store<S>['subscribe'] }
}
