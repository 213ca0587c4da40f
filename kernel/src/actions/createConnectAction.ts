import { toAppKitError } from '../errors/AppKitError.js'
import { DISCONNECT_TIMEOUT_MS } from '../pipelines/policies.js'
import { getConnector } from '../registry/selectors.js'
import { addRecentWallet } from '../storage/addRecentWallet.js'
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js'
import type { Connection } from '../types/Connection.js'
import type { Connector } from '../types/Connector.js'
import type { ActionContext } from './ActionContext.js'
import { requireAdapter } from './requireAdapter.js'
import { requireConnector } from './requireConnector.js'
import { settleWithin } from './settleWithin.js'
import { unwatchConnector, watchConnector } from './watchConnector.js'

/**
 * Connects a registered connector through its family's adapter. This function owns the whole
 * flow; the registry only checks and applies each state transition of spec §4:
 *
 * 1. `beforeConnect` (a plugin may refuse by throwing);
 * 2. `markConnecting`: refused while reconnecting, for a connector of another family, and for
 *    the family's current connector;
 * 3. the wallet call, `adapter.connect`;
 * 4. `recordConnection` (refused for no account, another family's network, or a disconnect
 *    meanwhile), or on any failure `restoreStatus`: "a failed connect restores the previous
 *    state";
 * 5. the wallet's events are watched; with the multi-wallet gate closed the family's other
 *    wallets are let go (one wallet per family; a failed connect leaves the old one in place);
 *    the wallet goes first in the recent wallets;
 * 6. `afterConnect`, then the balance is refreshed in the background.
 *
 * Analytics: SELECT_WALLET, then CONNECT_SUCCESS or CONNECT_ERROR.
 */
export function createConnectAction(ctx: ActionContext, refreshBalance: () => Promise<void>) {
  return async function connect(
    connectorId: string,
    options: { activate?: boolean } = {},
  ): Promise<Connection> {
    const connector = requireConnector(ctx, connectorId)
    const namespace = connector.chain
    const adapter = requireAdapter(ctx, namespace)
    const state = ctx.registry.store.getState()
    const caipNetwork =
      state.activeCaipNetwork?.chainNamespace === namespace
        ? state.activeCaipNetwork
        : state.chains[namespace]?.caipNetwork
    ctx.track('SELECT_WALLET', { name: connector.name, platform: 'browser' })
    try {
      await ctx.hooks.beforeConnect.promise({ connectorId, namespace })
      const attempt = ctx.registry.markConnecting(namespace, connectorId)
      let connection: Connection
      try {
        const result = await adapter.connect(connector, caipNetwork ? { caipNetwork } : {})
        connection = ctx.registry.recordConnection(
          namespace,
          { connectorId, ...result },
          { attempt, ...(options.activate === false ? { activate: false } : {}) },
        )
      } catch (error) {
        ctx.registry.restoreStatus(namespace)
        throw error
      }
      watchConnector(ctx, connector)
      if (!ctx.gates.gate('multiWallet')) dropOtherConnections(ctx, connector)
      rememberRecentWallet(ctx, connector)
      ctx.track('CONNECT_SUCCESS', { method: 'browser', name: connector.name })
      await ctx.hooks.afterConnect.promise({ ...connection, namespace })
      void refreshBalance().catch(() => undefined)
      return connection
    } catch (error) {
      const appKitError = toAppKitError(error, 'PROVIDER_ERROR')
      ctx.track('CONNECT_ERROR', { message: appKitError.shortMessage })
      throw appKitError
    }
  }
}

/**
 * With the multi-wallet gate closed a family holds one wallet (spec §1: several connections are
 * 'switched by remote configuration'): connecting another wallet of the family replaces the
 * old one. Each other wallet stops being watched and leaves the registry at once; it is let go
 * in the background (at most 3 s), unless that would reach what the visitor keeps.
 */
function dropOtherConnections(ctx: ActionContext, kept: Connector): void {
  const namespace = kept.chain
  const state = ctx.registry.store.getState()
  const adapter = ctx.adapters.get(namespace)
  for (const { connectorId } of state.chains[namespace]?.connections ?? []) {
    if (connectorId === kept.id) continue
    // Unwatched first: the old wallet's own 'disconnected' event must not race the removal.
    unwatchConnector(ctx, connectorId)
    // Out of the registry at once: the family never lists two wallets while the old one lets go.
    ctx.registry.removeConnection(namespace, connectorId)
    const old = getConnector(state, connectorId)
    if (old && adapter && !releaseWouldReach(old, kept)) {
      void settleWithin(adapter.disconnect(old), DISCONNECT_TIMEOUT_MS)
    }
  }
}

/**
 * Whether letting the old wallet go (its adapter's disconnect) would also end something the
 * visitor keeps: the same provider object as the kept wallet (an extension's EIP-6963 entry and
 * its legacy 'Browser Wallet'; revoking one revokes both), or a WalletConnect session, which
 * may carry other families too.
 */
function releaseWouldReach(old: Connector, kept: Connector): boolean {
  return (
    old.type === 'WALLET_CONNECT' || (old.provider !== undefined && old.provider === kept.provider)
  )
}

/** 'Recent wallets kept 2' (spec §9): the connected wallet goes first. */
function rememberRecentWallet(ctx: ActionContext, connector: Connector): void {
  const recent = ctx.storage.get(STORAGE_KEYS.recentWallets) ?? []
  ctx.storage.set(
    STORAGE_KEYS.recentWallets,
    addRecentWallet(recent, {
      id: connector.id,
      name: connector.name,
      ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      ...(connector.imageId ? { imageId: connector.imageId } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    }),
  )
}
