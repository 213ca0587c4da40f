import { createStore, type Store } from '../store/createStore.js'
import type { AccountType } from '../types/Account.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { type AccountActions, createAccountActions } from './createAccountActions.js'
import { type AdapterActions, createAdapterActions } from './createAdapterActions.js'
import { type Connect, createConnect } from './createConnect.js'
import { type ConnectorActions, createConnectorActions } from './createConnectorActions.js'
import {
  type ConnectorEventHandlers,
  createConnectorEventHandlers,
} from './createConnectorEventHandlers.js'
import { createDisconnect, type Disconnect } from './createDisconnect.js'
import { createNetworkActions, type NetworkActions } from './createNetworkActions.js'
import { createSwitchActions, type SwitchActions } from './createSwitchActions.js'
import type { RegistryContext } from './RegistryContext.js'
import type { RegistryEvents } from './RegistryEvents.js'
import { createNoopRegistryStorage, type RegistryStorage } from './RegistryStorage.js'
import { createInitialRegistryState, type RegistryState } from './registryState.js'
import { withNamespace } from './withNamespace.js'

export interface ConnectionRegistryOptions {
  /** The configured networks, all families; a family is present when it has a network. */
  networks: readonly CaipNetwork[]
  /** The network active at start (the first network otherwise). */
  defaultNetwork?: CaipNetwork
  events?: RegistryEvents
  storage?: RegistryStorage
}

export interface ConnectionRegistry
  extends ConnectorActions,
    ConnectorEventHandlers,
    NetworkActions,
    AdapterActions,
    AccountActions,
    SwitchActions {
  store: Store<RegistryState>
  connect: Connect
  disconnect: Disconnect
}

/**
 * The kernel's connection registry: connectors, connections and status per family, the active
 * family, network and address, and the send state, with every transition rule of spec §4.
 * Read state with `registry.store` and the plain selectors of `selectors.ts`.
 *
 * @example
 * const registry = createConnectionRegistry({ networks: [mainnet, solanaMainnet] })
 * await registry.connect('eip155', 'injected', async () => ({ accounts, caipNetwork: mainnet }))
 * isConnected(registry.store.getState(), 'eip155') // true
 */
export function createConnectionRegistry(options: ConnectionRegistryOptions): ConnectionRegistry {
  const storage = options.storage ?? createNoopRegistryStorage()
  const ctx: RegistryContext = {
    store: createStore(
      withStoredAccountTypes(createInitialRegistryState(options), storage.preferredAccountTypes()),
    ),
    events: options.events ?? {},
    storage,
    disconnects: new Map(),
  }
  return {
    store: ctx.store,
    connect: createConnect(ctx),
    disconnect: createDisconnect(ctx),
    ...createSwitchActions(ctx),
    ...createConnectorActions(ctx),
    ...createConnectorEventHandlers(ctx),
    ...createNetworkActions(ctx),
    ...createAdapterActions(ctx),
    ...createAccountActions(ctx),
  }
}

/** Spec §4 'keeps preferred account type': a returning visitor's choice, over the defaults. */
function withStoredAccountTypes(
  state: RegistryState,
  stored: Partial<Record<ChainNamespace, AccountType>>,
): RegistryState {
  let next = state
  for (const [namespace, type] of Object.entries(stored) as [ChainNamespace, AccountType][]) {
    if (next.chains[namespace]) {
      next = withNamespace(next, namespace, (chain) => ({ ...chain, preferredAccountType: type }))
    }
  }
  return next
}
