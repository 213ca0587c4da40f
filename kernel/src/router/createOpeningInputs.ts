import { createStore, type Store } from '../store/createStore.js'

/**
 * What plugins tell the router's opening and closing rules (spec §2): sign-in is required, and
 * the active account has a session. The rules stay in the router; the facts come from plugins.
 */
export interface OpeningInputs {
  isSignInRequired: boolean
  hasSessions: boolean
}

/** A plugin's inputs: a store it keeps current (its `subscribe` announces every change). */
export interface OpeningInputsSource {
  getState(): Partial<OpeningInputs>
  subscribe(listener: () => void): () => void
}

/** One kit's opening inputs, combined from every source plugins provide. */
export interface OpeningInputsRegistry {
  /** Each input is true when any source says so; false when none does. */
  readonly store: Pick<Store<OpeningInputs>, 'getState' | 'subscribe'>
  /** Adds a source; returns its removal. */
  provide(source: OpeningInputsSource): () => void
}

const NONE: OpeningInputs = { isSignInRequired: false, hasSessions: false }

function combine(sources: Iterable<OpeningInputsSource>): OpeningInputs {
  const inputs = { ...NONE }
  for (const source of sources) {
    const given = source.getState()
    if (given.isSignInRequired) inputs.isSignInRequired = true
    if (given.hasSessions) inputs.hasSessions = true
  }
  return inputs
}

const sameInputs = (a: OpeningInputs, b: OpeningInputs) =>
  a.isSignInRequired === b.isSignInRequired && a.hasSessions === b.hasSessions

export function createOpeningInputs(): OpeningInputsRegistry {
  const store = createStore<OpeningInputs>(NONE)
  /** Each entry is one `provide` call (one source may be provided twice, removed once). */
  const entries = new Set<{ source: OpeningInputsSource }>()
  const update = () => {
    const next = combine([...entries].map((entry) => entry.source))
    if (!sameInputs(next, store.getState())) store.setState(next)
  }
  return {
    store,
    provide(source) {
      const entry = { source }
      entries.add(entry)
      const unsubscribe = source.subscribe(update)
      update()
      return () => {
        if (!entries.delete(entry)) return
        unsubscribe()
        update()
      }
    },
  }
}
