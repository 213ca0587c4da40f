import type { ReadonlyStore, RegistryState } from '@appkit/kernel'
import { type AccountEntriesHolder, type AccountEntry, setAccountEntry } from './accountEntries.js'

/**
 * Keeps an Account view entry present exactly while `isShown(registry state)` holds (e.g. only
 * on an EVM network); returns the stop, which also removes it.
 */
export function showAccountEntryWhen(
  kit: AccountEntriesHolder & { registry: { store: ReadonlyStore<RegistryState> } },
  entry: AccountEntry,
  isShown: (state: RegistryState) => boolean,
): () => void {
  const update = (shown: boolean) => setAccountEntry(kit, entry, shown)
  update(isShown(kit.registry.store.getState()))
  const unsubscribe = kit.registry.store.subscribe(isShown, update)
  return () => {
    unsubscribe()
    update(false)
  }
}
