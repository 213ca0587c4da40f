import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import { applyActiveNetwork } from './applyActiveNetwork.js'
import { clearNamespace } from './clearNamespace.js'
import { chainNotConfiguredError, connectorNotConnectedError } from './connectorErrors.js'
import { createUnsupportedNetwork } from './createUnsupportedNetwork.js'
import { findNetworkByChainId } from './findNetworkByChainId.js'
import { promoteConnection } from './promoteConnection.js'
import type { RegistryContext } from './RegistryContext.js'
import { requireNamespace } from './requireNamespace.js'
import { upsertConnection } from './upsertConnection.js'
import { withChainNetwork } from './withChainNetwork.js'
import { withNamespace } from './withNamespace.js'

export interface ConnectorEventHandlers {
  /** "account change adds or replaces the connection; empty account list disconnects" */
  onAccountsChanged(
    namespace: ChainNamespace,
    connectorId: string,
    accounts: Connection['accounts'],
  ): void
  /**
   * "chain change updates the connection's network". A chain id that is not among the
   * configured networks keeps the connection, on a minimal 'Unknown Network', and flags the
   * family `unsupportedChain`. Throws 'Connector not connected' for an unknown connection.
   */
  onChainChanged(namespace: ChainNamespace, connectorId: string, chainId: number | string): void
  /**
   * Removes the connector's connection (a no-op when it has none). "when no connections remain
   * a disconnect event is emitted; when the main EVM connector disconnects, the first available
   * connection is announced" (this applies to every family).
   */
  onDisconnect(namespace: ChainNamespace, connectorId: string): void
}

/** What a namespace plugin calls when a wallet reports an event (spec §4 Connector events). */
export function createConnectorEventHandlers(ctx: RegistryContext): ConnectorEventHandlers {
  function onDisconnect(namespace: ChainNamespace, connectorId: string): void {
    const chain = requireNamespace(ctx.store.getState(), namespace)
    if (!chain.connections.some((c) => c.connectorId === connectorId)) return
    const remaining = chain.connections.filter((c) => c.connectorId !== connectorId)
    const next = remaining[0]
    const nextAddress = next?.accounts[0]?.address
    if (!next || !nextAddress) {
      clearNamespace(ctx, namespace)
      ctx.events.disconnected?.({ namespace, connectorId })
      return
    }
    ctx.store.setState((state) =>
      withNamespace(state, namespace, (c) => ({ ...c, connections: remaining })),
    )
    if (chain.connectorId === connectorId) promoteConnection(ctx, namespace, next, nextAddress)
  }

  function onAccountsChanged(
    namespace: ChainNamespace,
    connectorId: string,
    accounts: Connection['accounts'],
  ): void {
    const chain = requireNamespace(ctx.store.getState(), namespace)
    const address = accounts[0]?.address
    if (!address) {
      onDisconnect(namespace, connectorId)
      return
    }
    const existing = chain.connections.find((c) => c.connectorId === connectorId)
    const caipNetwork = existing?.caipNetwork ?? chain.caipNetwork
    if (!caipNetwork) throw chainNotConfiguredError(namespace)
    const connection: Connection = { connectorId, accounts, caipNetwork }
    const hasCurrent = chain.connections.some((c) => c.connectorId === chain.connectorId)
    const isCurrent = chain.connectorId === connectorId || !hasCurrent

    ctx.store.setState((state) =>
      withNamespace(state, namespace, (c) => ({
        ...c,
        connections: upsertConnection(c.connections, connection),
      })),
    )
    const unchanged = isCurrent && chain.connectorId === connectorId && chain.address === address
    if (isCurrent && !unchanged) promoteConnection(ctx, namespace, connection, address)
  }

  function onChainChanged(
    namespace: ChainNamespace,
    connectorId: string,
    chainId: number | string,
  ): void {
    const state = ctx.store.getState()
    const chain = requireNamespace(state, namespace)
    const existing = chain.connections.find((c) => c.connectorId === connectorId)
    if (!existing) throw connectorNotConnectedError(namespace, connectorId)
    const configured = findNetworkByChainId(state.networks, namespace, chainId)
    const caipNetwork = configured ?? createUnsupportedNetwork(namespace, chainId)
    if (existing.caipNetwork.caipNetworkId === caipNetwork.caipNetworkId) return
    const unsupported = !configured
    const isCurrent = chain.connectorId === connectorId

    ctx.store.setState((s) =>
      withNamespace(s, namespace, (c) => {
        const next = {
          ...c,
          connections: upsertConnection(c.connections, { ...existing, caipNetwork }),
        }
        return isCurrent ? withChainNetwork(next, caipNetwork, unsupported) : next
      }),
    )
    if (isCurrent && state.activeNamespace === namespace) {
      applyActiveNetwork(ctx, caipNetwork, { unsupported })
    }
    ctx.events.chainChanged?.({ namespace, caipNetwork, connectorId, unsupported })
  }

  return { onAccountsChanged, onChainChanged, onDisconnect }
}
