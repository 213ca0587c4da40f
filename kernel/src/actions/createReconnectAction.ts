import { isConnected } from '../registry/selectors.js'
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js'
import { type ChainNamespace, isChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { ActionContext } from './ActionContext.js'
import { watchConnector } from './watchConnector.js'

/**
 * Reconnects a returning visitor: each family's stored connector id, once that connector is
 * registered (browser wallets announce themselves after load), with the wallet's accounts
 * read without a prompt. While it runs, user connects are refused (spec §8).
 */
export function createReconnectAction(ctx: ActionContext, refreshBalance: () => Promise<void>) {
  const attempted = new Set<string>()
  // Families reconnect in parallel: the registry's flag stays up until the last one is done.
  let running = 0

  /**
   * The family the visitor was on when they left (from the stored active network), when a
   * wallet of it is stored: only that family's reconnect makes itself active, so the others,
   * whatever order their wallets answer in, join without taking the visitor elsewhere.
   */
  function familyToActivate(
    stored: Partial<Record<ChainNamespace, string>>,
  ): ChainNamespace | undefined {
    const namespace = ctx.storage.get(STORAGE_KEYS.activeCaipNetworkId)?.split(':')[0] ?? ''
    return isChainNamespace(namespace) && stored[namespace] !== undefined ? namespace : undefined
  }

  async function reconnectConnector(
    connector: Connector,
    activeFamily: ChainNamespace | undefined,
  ): Promise<void> {
    const namespace = connector.chain
    const adapter = ctx.adapters.get(namespace)
    if (!adapter || isConnected(ctx.registry.store.getState(), namespace)) return
    attempted.add(connector.id)
    let result: Awaited<ReturnType<typeof adapter.reconnect>>
    running += 1
    ctx.registry.setReconnecting(true)
    try {
      result = await adapter.reconnect(connector)
    } catch {
      result = undefined
    } finally {
      running -= 1
      if (running === 0) ctx.registry.setReconnecting(false)
    }
    if (!result) {
      ctx.registry.markDisconnected(namespace)
      return
    }
    // Another family may still be reconnecting: its flag must not refuse this one.
    const attempt = ctx.registry.markConnecting(namespace, connector.id, { reconnect: true })
    try {
      ctx.registry.recordConnection(
        namespace,
        { connectorId: connector.id, ...result },
        { attempt, activate: activeFamily === undefined || activeFamily === namespace },
      )
    } catch (error) {
      ctx.registry.restoreStatus(namespace)
      throw error
    }
    watchConnector(ctx, connector)
    void refreshBalance().catch(() => undefined)
  }

  /** Reconnects every family whose stored connector is registered and not yet tried. */
  return async function reconnect(): Promise<void> {
    const stored = ctx.storage.get(STORAGE_KEYS.connectedConnectorIds) ?? {}
    const { connectors } = ctx.registry.store.getState()
    const pending = connectors.filter(
      (connector) =>
        stored[connector.chain] === connector.id &&
        !attempted.has(connector.id) &&
        ctx.adapters.has(connector.chain),
    )
    const activeFamily = familyToActivate(stored)
    await Promise.all(
      pending.map((connector) =>
        reconnectConnector(connector, activeFamily).catch(() => undefined),
      ),
    )
  }
}
