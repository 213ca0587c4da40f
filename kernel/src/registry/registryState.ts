import type { AccountType } from '../types/Account.js'
import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import type { Connector } from '../types/Connector.js'
import type { TokenBalance } from './TokenBalance.js'

/**
 * The preferred account type a family starts with until its adapter names its own
 * (`NamespaceAdapter.defaultAccountType`); spec §6 names none for cosmos.
 */
export const FALLBACK_ACCOUNT_TYPE: AccountType = 'eoa'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** What the wallet says about itself once connected (name, icon, ...). */
export type ConnectedWalletInfo = Readonly<Record<string, unknown>> & {
  name?: string
  icon?: string
}

/**
 * Chain state of one family (spec §3): its network and its account. What plugins know of the
 * account (its profile, the embedded-wallet user) is per-account state they register
 * (`kit.accountState`).
 */
export interface NamespaceState {
  namespace: ChainNamespace
  status: ConnectionStatus
  /** Every wallet connected in this family; the current one is `connectorId`'s. */
  connections: readonly Connection[]
  connectorId?: string
  caipNetwork?: CaipNetwork
  /**
   * True when the wallet is on a chain that is not among the configured networks. The
   * connection then carries a minimal 'Unknown Network' (see createUnsupportedNetwork).
   */
  unsupportedChain?: boolean
  /** CAIP-2 ids of the networks where the connected wallet offers smart accounts (spec §3). */
  smartAccountEnabledNetworks?: readonly string[]
  /**
   * CAIP-2 ids of the networks the connected wallet approved (a WalletConnect session's chains,
   * spec §3); undefined when the wallet does not limit them. Cleared on disconnect.
   */
  approvedCaipNetworkIds?: readonly CaipNetworkId[]
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  tokenBalance?: readonly TokenBalance[]
  addressExplorerUrl?: string
  connectedWalletInfo?: ConnectedWalletInfo
  smartAccountDeployed?: boolean
  preferredAccountType: AccountType
}

/** Send state (spec §3); reset on every active network change. */
export interface SendState {
  token?: TokenBalance
  sendTokenAmount?: number
  receiverAddress?: string
  receiverProfileImageUrl?: string
  receiverProfileName?: string
  networkBalanceInUSD?: string
  tokenBalances: readonly TokenBalance[]
  loading: boolean
  lastRetry?: number
}

export interface RegistryState {
  connectors: readonly Connector[]
  /** The configured networks of every family whose adapter is present. */
  networks: readonly CaipNetwork[]
  /** The families whose adapter (namespace plugin) is present, in the order they came. */
  namespaces: readonly ChainNamespace[]
  chains: Readonly<Partial<Record<ChainNamespace, NamespaceState>>>
  activeNamespace?: ChainNamespace
  activeCaipNetwork?: CaipNetwork
  activeCaipAddress?: CaipAddress
  /** Set when an active network change crosses families, until the switch is finished. */
  switchingNamespace: boolean
  /** While set, connecting is refused ('Connector unavailable while reconnecting'). */
  reconnecting: boolean
  send: SendState
}

export function createInitialSendState(): SendState {
  return { tokenBalances: [], loading: false }
}

export function createNamespaceState(
  namespace: ChainNamespace,
  caipNetwork?: CaipNetwork,
): NamespaceState {
  const state: NamespaceState = {
    namespace,
    status: 'disconnected',
    connections: [],
    preferredAccountType: FALLBACK_ACCOUNT_TYPE,
  }
  if (caipNetwork) state.caipNetwork = caipNetwork
  return state
}

export interface InitialRegistryOptions {
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork
}

/** One namespace state per family found in `networks`; the default network is active. */
export function createInitialRegistryState(options: InitialRegistryOptions): RegistryState {
  const networks = uniqueNetworks(options.networks)
  const configuredDefault = options.defaultNetwork
    ? networks.find((n) => n.caipNetworkId === options.defaultNetwork?.caipNetworkId)
    : undefined
  const active = configuredDefault ?? networks[0]
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  const chains: Partial<Record<ChainNamespace, NamespaceState>> = {}
  for (const namespace of namespaces) {
    const first =
      active?.chainNamespace === namespace
        ? active
        : networks.find((n) => n.chainNamespace === namespace)
    chains[namespace] = createNamespaceState(namespace, first)
  }
  const state: RegistryState = {
    connectors: [],
    networks,
    namespaces,
    chains,
    switchingNamespace: false,
    reconnecting: false,
    send: createInitialSendState(),
  }
  if (active) {
    state.activeNamespace = active.chainNamespace
    state.activeCaipNetwork = active
  }
  return state
}

/** Drops later networks with an already seen CAIP-2 id. */
export function uniqueNetworks(networks: readonly CaipNetwork[]): CaipNetwork[] {
  const seen = new Set<string>()
  return networks.filter((n) => {
    if (seen.has(n.caipNetworkId)) return false
    seen.add(n.caipNetworkId)
    return true
  })
}
