import {
  type AppKit,
  createStore,
  defineServiceKey,
  type Store,
  type ViewData,
  type ViewName,
} from '@appkit/kernel'

/** A button the Account view shows for a plugin: its label, and the view it opens. */
export interface AccountEntry {
  /** Unique among entries, e.g. 'appkit:activity'. */
  id: string
  /** The button's text and accessible name, e.g. 'Activity'. */
  label: string
  view: ViewName
  data?: ViewData
}

export interface AccountEntriesState {
  entries: readonly AccountEntry[]
}

/**
 * The Account view's plugin entries: a store in `kit.services` under this name, which
 * @appkit/ui's Account view reads (it declares the same key). Whoever comes first provides it.
 */
export const ACCOUNT_ENTRIES =
  defineServiceKey<Store<AccountEntriesState>>('appkit:account-entries')

/** The kit's entries store, provided on first use. */
export function accountEntries(kit: Pick<AppKit, 'services'>): Store<AccountEntriesState> {
  const existing = kit.services.get(ACCOUNT_ENTRIES)
  if (existing) return existing
  const store = createStore<AccountEntriesState>({ entries: [] })
  kit.services.provide(ACCOUNT_ENTRIES, store)
  return store
}

/** Adds (or replaces, by id) an entry of the Account view; returns its removal. */
export function addAccountEntry(kit: Pick<AppKit, 'services'>, entry: AccountEntry): () => void {
  const store = accountEntries(kit)
  store.setState((state) => ({
    entries: [...state.entries.filter((other) => other.id !== entry.id), entry],
  }))
  return () =>
    store.setState((state) => ({
      entries: state.entries.filter((other) => other !== entry),
    }))
}
