import {
  type AppKit,
  createStore,
  defineServiceKey,
  type RegistryState,
  type Store,
  type ViewData,
  type ViewName,
} from '@appkit/kernel'

/** A button the Account view shows for a plugin: its label, and the view it opens. */
export interface AccountEntry {
  id: string
  label: string
  view: ViewName
  data?: ViewData
}

/** The Account view's plugin entries (the key @appkit/ui's Account view reads). */
const ACCOUNT_ENTRIES =
  defineServiceKey<Store<{ entries: readonly AccountEntry[] }>>('appkit:account-entries')

function accountEntries(
  kit: Pick<AppKit, 'services'>,
): Store<{ entries: readonly AccountEntry[] }> {
  const existing = kit.services.get(ACCOUNT_ENTRIES)
  if (existing) return existing
  const store = createStore<{ entries: readonly AccountEntry[] }>({ entries: [] })
  kit.services.provide(ACCOUNT_ENTRIES, store)
  return store
}

/**
 * Keeps an Account view entry present exactly while `isShown(registry state)` holds; returns
 * the stop, which also removes it.
 */
export function showAccountEntryWhen(
  kit: Pick<AppKit, 'services' | 'registry'>,
  entry: AccountEntry,
  isShown: (state: RegistryState) => boolean,
): () => void {
  const store = accountEntries(kit)
  const update = (shown: boolean) =>
    store.setState((state) => ({
      entries: [
        ...state.entries.filter((other) => other.id !== entry.id),
        ...(shown ? [entry] : []),
      ],
    }))
  update(isShown(kit.registry.store.getState()))
  const unsubscribe = kit.registry.store.subscribe(isShown, update)
  return () => {
    unsubscribe()
    update(false)
  }
}
