import type { Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { RegistryEvents } from './RegistryEvents.js'
import type { RegistryStorage } from './RegistryStorage.js'
import type { RegistryState } from './registryState.js'

/** What the registry's action files share: its store, its event callbacks and its storage. */
export interface RegistryContext {
  store: Store<RegistryState>
  events: RegistryEvents
  storage: RegistryStorage
  /** Counts disconnects per family, so a connect that was pending through one does not commit. */
  disconnects: Map<ChainNamespace, number>
}
