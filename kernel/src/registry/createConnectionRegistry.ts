import { createStore, type Store } from '../store/createStore.js'
import type { AccountType } from '../types/Account.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { type AccountActions, createAccountActions } from './createAccountActions.js'
import {
  type ConnectionTransitions,
  createConnectionTransitions,
} from './createConnectionTransitions.js'
import { type ConnectorActions, createConnectorActions } from './createConnectorActions.js'
import { createFamilyActions, type FamilyActions } from './createFamilyActions.js'
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
    ConnectionTransitions,
    NetworkActions,
    FamilyActions,
    AccountActions,
    SwitchActions {
  store: Store<RegistryState>
}

/**
 * The kernel's connection registry: connectors, connections and status per family, the active
 * family, network and address, and the send state, with every transition rule of spec §4.
 * It offers named state transitions (`markConnecting`, `recordConnection`, ...) and never calls
 * a wallet: the kit's actions do, and tell the registry what happened.
 * Read state with `registry.store` and the plain selectors of `selectors.ts`.
 *
 * @example
 * const registry = createConnectionRegistry({ networks: [mainnet, solanaMainnet] })
 * registry.recordConnection('eip155', { connectorId: 'injected', accounts, caipNetwork: mainnet })
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
    ...createConnectionTransitions(ctx),
    ...createSwitchActions(ctx),
    ...createConnectorActions(ctx),
    ...createNetworkActions(ctx),
    ...createFamilyActions(ctx),
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
