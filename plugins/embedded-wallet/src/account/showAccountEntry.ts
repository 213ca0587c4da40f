import {
  type AppKit,
  createStore,
  defineServiceKey,
  type Store,
  type ViewName,
} from '@appkit/kernel'

/** A button of the Account view: its label and the view it opens. */
export interface AccountEntry {
  id: string
  label: string
  view: ViewName
}

interface AccountEntriesState {
  entries: readonly AccountEntry[]
}

/** The Account view's plugin entries (@appkit/ui declares the same key); first use provides it. */
const ACCOUNT_ENTRIES = defineServiceKey<Store<AccountEntriesState>>('appkit:account-entries')

function accountEntries(kit: Pick<AppKit, 'services'>): Store<AccountEntriesState> {
  const existing = kit.services.get(ACCOUNT_ENTRIES)
  if (existing) return existing
  const store = createStore<AccountEntriesState>({ entries: [] })
  kit.services.provide(ACCOUNT_ENTRIES, store)
  return store
}

/** Shows `entry` in the Account view while `shown`; idempotent. */
export function showAccountEntry(
  kit: Pick<AppKit, 'services'>,
  entry: AccountEntry,
  shown: boolean,
): void {
  const store = accountEntries(kit)
  const present = store.getState().entries.some((other) => other.id === entry.id)
  if (shown === present) return
  store.setState((state) => ({
    entries: shown
      ? [...state.entries, entry]
      : state.entries.filter((other) => other.id !== entry.id),
  }))
}
