import type { CaipNetwork, ChainNamespace, Connector, RegistryState } from '@appkit/kernel'

/** One wallet connection as ProfileWallets lists it. */
export interface WalletConnectionRow {
  namespace: ChainNamespace
  connectorId: string
  /** The connector's name, else its id. */
  name: string
  connector: Connector | undefined
  address: string
  network: CaipNetwork
  /** The family's current connection. */
  current: boolean
  /** The current connection of the active family: the account the modal acts for. */
  active: boolean
}

/**
 * Every connection across namespaces (multi-wallet, spec §1), in the order the families came,
 * each family's connections in the order they were made.
 */
export function listConnections(state: RegistryState): WalletConnectionRow[] {
  return state.namespaces.flatMap((namespace) => {
    const chain = state.chains[namespace]
    if (chain?.status !== 'connected') return []
    return chain.connections.flatMap((connection) => {
      const current = chain.connectorId === connection.connectorId
      const address = current ? chain.address : connection.accounts[0]?.address
      if (!address) return []
      const connector = state.connectors.find((c) => c.id === connection.connectorId)
      return [
        {
          namespace,
          connectorId: connection.connectorId,
          name: connector?.name ?? connection.connectorId,
          connector,
          address,
          network: connection.caipNetwork,
          current,
          active: current && state.activeNamespace === namespace,
        },
      ]
    })
  })
}
