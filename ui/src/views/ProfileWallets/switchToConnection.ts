import type { AppKit } from '@appkit/kernel'
import type { WalletConnectionRow } from './listConnections.js'

/**
 * Makes a connection the active one: the current one of its family, and its family the active
 * one, on the connection's network. Only picking another wallet of a family is a multi-wallet
 * action: with the gate closed it shows the 'multi-wallet not enabled' info alert and does
 * nothing. Going to another family's current wallet is a change of family (one wallet per
 * family, as without multi-wallet), so it is never gated. Returns whether it switched.
 */
export function switchToConnection(
  kit: Pick<AppKit, 'switchConnection' | 'registry'>,
  row: Pick<WalletConnectionRow, 'namespace' | 'connectorId' | 'network' | 'current'>,
): boolean {
  if (!row.current && !kit.switchConnection(row.namespace, row.connectorId)) return false
  const state = kit.registry.store.getState()
  const configured = state.networks.some((n) => n.caipNetworkId === row.network.caipNetworkId)
  if (state.activeNamespace !== row.namespace && configured) {
    kit.registry.setActiveNetwork(row.network)
  }
  return true
}
