import {
  createStore,
  defineServiceKey,
  type MessageDescriptor,
  type ServiceRegistry,
  type Store,
  type ViewData,
  type ViewName,
} from '@appkit/kernel'
import type { AccountFeature } from './orderAccountEntries.js'

/** A button the Account view shows for a plugin: its label, and the view it opens. */
export interface AccountEntry {
  /** Unique among entries, e.g. 'appkit:activity'. */
  id: string
  /**
   * The button's text and accessible name, e.g. 'Activity': a text, or a message
   * (`defineMessages`) that the Account view shows in the visitor's locale.
   */
  label: string | MessageDescriptor
  view: ViewName
  data?: ViewData
  /** The spec §6 feature it stands for, which places it in the feature order. */
  feature?: AccountFeature
}

export interface AccountEntriesState {
  entries: readonly AccountEntry[]
}

/**
 * The Account view's plugin entries: a store in `kit.services`, so a plugin set up before or
 * after the view mounts finds the same one. Whoever comes first provides it.
 */
export const ACCOUNT_ENTRIES =
  defineServiceKey<Store<AccountEntriesState>>('appkit:account-entries')

/** Holds the kit's services: the kit itself, or a plugin's context. */
export type AccountEntriesHolder = { services: Pick<ServiceRegistry, 'shared'> }

/** The kit's entries store, provided on first use. */
export function accountEntries(kit: AccountEntriesHolder): Store<AccountEntriesState> {
  return kit.services.shared(ACCOUNT_ENTRIES, () =>
    createStore<AccountEntriesState>({ entries: [] }),
  )
}

/**
 * Shows or hides an entry (replacing one with the same id). Idempotent: setting what is already
 * there leaves the store untouched, so the Account view does not re-render for nothing. Returns
 * the undo of a show: it hides this entry unless another with its id has replaced it since.
 */
export function setAccountEntry(
  kit: AccountEntriesHolder,
  entry: AccountEntry,
  shown: boolean,
): () => void {
  const store = accountEntries(kit)
  store.setState((state) => {
    const current = state.entries.find((other) => other.id === entry.id)
    if (shown ? current === entry : !current) return state
    return {
      entries: [
        ...state.entries.filter((other) => other.id !== entry.id),
        ...(shown ? [entry] : []),
      ],
    }
  })
  if (!shown) return () => {}
  return () =>
    store.setState((state) =>
      state.entries.includes(entry)
        ? { entries: state.entries.filter((other) => other !== entry) }
        : state,
    )
}
