import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import type { Connector } from '../types/Connector.js'
import { applyActiveNetwork } from './applyActiveNetwork.js'
import { clearNamespace } from './clearNamespace.js'
import {
  accountNotFoundError,
  chainNotConfiguredError,
  connectionOvertakenError,
  connectorAlreadyConnectedError,
  connectorChainMismatchError,
  connectorNotConnectedError,
  connectorReconnectingError,
} from './connectorErrors.js'
import { createUnsupportedNetwork } from './createUnsupportedNetwork.js'
import { findNetworkByChainId } from './findNetworkByChainId.js'
import { promoteConnection } from './promoteConnection.js'
import type { RegistryContext } from './RegistryContext.js'
import type { ConnectionStatus } from './registryState.js'
import { requireNamespace } from './requireNamespace.js'
import { getConnector } from './selectors.js'
import { withChainNetwork } from './withChainNetwork.js'
import { withNamespace } from './withNamespace.js'

/** A connect under way: what `recordConnection` checks its result against. */
export interface ConnectAttempt {
  connectorId: string
  /** The family's disconnect count when the attempt began; a disconnect since then wins. */
  disconnectsBefore: number
}

export interface RecordConnectionOptions {
  /**
   * false: the family joins without becoming the active one (another family of the same wallet
   * stays active, e.g. a WalletConnect session's second namespace). Default true.
   */
  activate?: boolean
  /** The attempt `markConnecting` began; its result is refused if a disconnect came meanwhile. */
  attempt?: ConnectAttempt
}

/**
 * The registry's connection transitions (spec §4). Each one checks its rule, changes the state
 * and announces the change through the registry's events; none calls a wallet. The kit's
 * actions (kernel/src/actions) decide when each happens.
 */
export interface ConnectionTransitions {
  /**
   * A family starts connecting: status 'connecting'. Refused "while reconnecting" (unless this
   * is the reconnect itself), for a connector of another family, and for "the same connector as
   * the current one". Throws 'Chain not configured' for a family without an adapter.
   */
  markConnecting(
    namespace: ChainNamespace,
    connectorId: string,
    options?: { reconnect?: boolean },
  ): ConnectAttempt
  /**
   * A connect succeeded: the connection becomes the family's current one (and the active
   * network follows, unless `activate` is false). Refused, with the state untouched, when the
   * wallet answered on another family, with no account, or after a disconnect of the attempt.
   */
  recordConnection(
    namespace: ChainNamespace,
    connection: Connection,
    options?: RecordConnectionOptions,
  ): Connection
  /**
   * "A failed connect returns to connected if a current connection exists, else disconnected".
   * Only the 'connecting' mark is undone, so a connect that succeeded meanwhile (another wallet
   * picked while this one was pending) is kept.
   */
  restoreStatus(namespace: ChainNamespace): void
  /**
   * Spec §4 Disconnect, for one family, or for every family when none is given. Emits
   * `disconnected({ namespace, connectorId })` for a family that was connected, or one
   * `disconnected({})` when every family is disconnected and any was connected.
   */
  markDisconnected(namespace?: ChainNamespace): void
  /** "account change adds or replaces the connection; empty account list disconnects" */
  recordAccounts(
    namespace: ChainNamespace,
    connectorId: string,
    accounts: Connection['accounts'],
  ): void
  /**
   * "chain change updates the connection's network". A chain id that is not among the
   * configured networks keeps the connection, on a minimal 'Unknown Network', and flags the
   * family `unsupportedChain`. Throws 'Connector not connected' for an unknown connection.
   */
  recordChain(namespace: ChainNamespace, connectorId: string, chainId: number | string): void
  /**
   * Removes the connector's connection (a no-op when it has none). "when no connections remain
   * a disconnect event is emitted; when the main EVM connector disconnects, the first available
   * connection is announced" (this applies to every family).
   */
  removeConnection(namespace: ChainNamespace, connectorId: string): void
}

export function createConnectionTransitions(ctx: RegistryContext): ConnectionTransitions {
  function markConnecting(
    namespace: ChainNamespace,
    connectorId: string,
    options: { reconnect?: boolean } = {},
  ): ConnectAttempt {
    const state = ctx.store.getState()
    const previous = requireNamespace(state, namespace)
    if (state.reconnecting && !options.reconnect) throw connectorReconnectingError(connectorId)
    const connector = getConnector(state, connectorId)
    if (connector && !servesNamespace(connector, namespace)) {
      throw connectorChainMismatchError(connectorId, connector.chain, namespace)
    }
    if (previous.status === 'connected' && previous.connectorId === connectorId) {
      throw connectorAlreadyConnectedError(namespace, connectorId)
    }
    ctx.store.setState((s) =>
      withNamespace(s, namespace, (chain) => ({ ...chain, status: 'connecting' })),
    )
    return { connectorId, disconnectsBefore: ctx.disconnects.get(namespace) ?? 0 }
  }

  function recordConnection(
    namespace: ChainNamespace,
    connection: Connection,
    options: RecordConnectionOptions = {},
  ): Connection {
    const { connectorId } = connection
    if (connection.caipNetwork.chainNamespace !== namespace) {
      throw connectorChainMismatchError(
        connectorId,
        connection.caipNetwork.chainNamespace,
        namespace,
      )
    }
    if (connection.accounts.length === 0) throw accountNotFoundError(connectorId)
    const { attempt } = options
    if (attempt && (ctx.disconnects.get(namespace) ?? 0) !== attempt.disconnectsBefore) {
      throw connectionOvertakenError()
    }

    const before = ctx.store.getState()
    requireNamespace(before, namespace)
    const configured = before.networks.find(
      (n) => n.caipNetworkId === connection.caipNetwork.caipNetworkId,
    )
    const recorded: Connection = {
      ...connection,
      caipNetwork: configured ?? connection.caipNetwork,
    }
    const unsupported = !configured
    const address = recorded.accounts[0]?.address

    ctx.store.setState((state) =>
      withNamespace(state, namespace, (chain) =>
        withChainNetwork(
          {
            ...chain,
            status: 'connected',
            connections: upsertConnection(chain.connections, recorded),
            connectorId,
            address,
          },
          recorded.caipNetwork,
          unsupported,
        ),
      ),
    )
    const activeChanged =
      before.activeNamespace !== namespace ||
      before.activeCaipNetwork?.caipNetworkId !== recorded.caipNetwork.caipNetworkId
    if (activeChanged && (options.activate !== false || before.activeNamespace === namespace)) {
      applyActiveNetwork(ctx, recorded.caipNetwork, { unsupported, markSwitching: false })
    }
    ctx.storage.setConnectorId(namespace, connectorId)
    ctx.events.connected?.({ namespace, connection: recorded })
    return recorded
  }

  function restoreStatus(namespace: ChainNamespace): void {
    ctx.store.setState((state) =>
      state.chains[namespace]
        ? withNamespace(state, namespace, (chain) => {
            const status: ConnectionStatus =
              chain.connections.length > 0 ? 'connected' : 'disconnected'
            return chain.status === status ? chain : { ...chain, status }
          })
        : state,
    )
  }

  function markDisconnected(namespace?: ChainNamespace): void {
    for (const each of namespace ? [namespace] : ctx.store.getState().namespaces) {
      ctx.disconnects.set(each, (ctx.disconnects.get(each) ?? 0) + 1)
    }
    if (namespace) {
      const connectorId = requireNamespace(ctx.store.getState(), namespace).connectorId
      if (clearNamespace(ctx, namespace)) ctx.events.disconnected?.({ namespace, connectorId })
      return
    }
    let any = false
    for (const each of ctx.store.getState().namespaces) any = clearNamespace(ctx, each) || any
    if (any) ctx.events.disconnected?.({})
  }

  function removeConnection(namespace: ChainNamespace, connectorId: string): void {
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

  function recordAccounts(
    namespace: ChainNamespace,
    connectorId: string,
    accounts: Connection['accounts'],
  ): void {
    const chain = requireNamespace(ctx.store.getState(), namespace)
    const address = accounts[0]?.address
    if (!address) {
      removeConnection(namespace, connectorId)
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

  function recordChain(
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

  return {
    markConnecting,
    recordConnection,
    restoreStatus,
    markDisconnected,
    recordAccounts,
    recordChain,
    removeConnection,
  }
}

function servesNamespace(connector: Connector, namespace: ChainNamespace): boolean {
  return (
    connector.chain === namespace ||
    connector.type === 'MULTI_CHAIN' ||
    (connector.chains ?? []).some((c) => c === namespace || c.startsWith(`${namespace}:`))
  )
}

/** Replaces the connection of the same connector, or appends it. */
function upsertConnection(
  connections: readonly Connection[],
  connection: Connection,
): readonly Connection[] {
  const index = connections.findIndex((c) => c.connectorId === connection.connectorId)
  if (index === -1) return [...connections, connection]
  return connections.map((c, i) => (i === index ? connection : c))
}
