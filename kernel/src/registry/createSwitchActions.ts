import type { ChainNamespace } from '../types/ChainNamespace.js'
import { accountNotFoundError, connectorNotConnectedError } from './connectorErrors.js'
import { promoteConnection } from './promoteConnection.js'
import type { RegistryContext } from './RegistryContext.js'
import { requireNamespace } from './requireNamespace.js'

export interface SwitchActions {
  /** Multi-wallet: makes another of a family's connections the current one. */
  switchConnection(namespace: ChainNamespace, connectorId: string): void
  /** Makes one of a connection's accounts the family's address. */
  switchAccount(namespace: ChainNamespace, connectorId: string, address: string): void
}

export function createSwitchActions(ctx: RegistryContext): SwitchActions {
  function switchAccount(namespace: ChainNamespace, connectorId: string, address: string): void {
    const chain = requireNamespace(ctx.store.getState(), namespace)
    const connection = chain.connections.find((c) => c.connectorId === connectorId)
    if (!connection) throw connectorNotConnectedError(namespace, connectorId)
    if (!connection.accounts.some((a) => a.address === address)) {
      throw accountNotFoundError(connectorId, address)
    }
    if (chain.connectorId === connectorId && chain.address === address) return
    promoteConnection(ctx, namespace, connection, address)
  }

  function switchConnection(namespace: ChainNamespace, connectorId: string): void {
    const chain = requireNamespace(ctx.store.getState(), namespace)
    const connection = chain.connections.find((c) => c.connectorId === connectorId)
    const address = connection?.accounts[0]?.address
    if (!connection || !address) throw connectorNotConnectedError(namespace, connectorId)
    switchAccount(namespace, connectorId, address)
  }

  return { switchConnection, switchAccount }
}
