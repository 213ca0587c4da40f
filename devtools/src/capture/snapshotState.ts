import type { CaipNetwork, NamespaceState, PluginContext } from '@appkit/kernel'
import type {
  NamespaceSnapshot,
  NetworkSnapshot,
  StateSnapshot,
} from '../session/DevtoolsSession.js'

function network(caipNetwork: CaipNetwork | undefined): NetworkSnapshot | null {
  return caipNetwork
    ? { id: String(caipNetwork.caipNetworkId), name: String(caipNetwork.name) }
    : null
}

function namespaceSnapshot(chain: NamespaceState): NamespaceSnapshot {
  return {
    namespace: chain.namespace,
    status: chain.status,
    connectorId: chain.connectorId ?? null,
    address: chain.address ?? null,
    network: network(chain.caipNetwork),
    balance:
      chain.balance === undefined ? null : `${chain.balance} ${chain.balanceSymbol ?? ''}`.trim(),
    connections: chain.connections.map((connection) => ({
      connectorId: connection.connectorId,
      accounts: connection.accounts.map((account) => account.address),
      network: network(connection.caipNetwork),
    })),
  }
}

/**
 * The State tab's picture of a kit: the active namespace, network and account, each family's
 * status and connections, the connectors, and the sign-in inputs of the router's
 * rules (`openingInputs`). Plain JSON.
 */
export function snapshotState(
  context: Pick<PluginContext, 'registry' | 'openingInputs'>,
): StateSnapshot {
  const state = context.registry.store.getState()
  const namespaces = state.namespaces
    .map((namespace) => state.chains[namespace])
    .filter((chain): chain is NamespaceState => chain !== undefined)
  const signIn = context.openingInputs.store.getState()
  return {
    activeNamespace: state.activeNamespace ?? null,
    activeNetwork: network(state.activeCaipNetwork),
    activeAccount: state.activeCaipAddress ?? null,
    namespaces: namespaces.map(namespaceSnapshot),
    connectors: state.connectors.map((connector) => ({
      id: String(connector.id),
      name: String(connector.name),
      type: String(connector.type),
      chain: String(connector.chain),
    })),
    signIn: {
      required: Boolean(signIn.isSignInRequired),
      hasSessions: Boolean(signIn.hasSessions),
    },
  }
}
