import { DISCONNECT_TIMEOUT_MS } from '../pipelines/policies.js'
import { getConnector } from '../registry/selectors.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { ActionContext } from './ActionContext.js'
import { settleWithin } from './settleWithin.js'
import { unwatchConnector } from './watchConnector.js'

/**
 * Whether letting the old wallet go (its adapter's disconnect) would also end something the
 * visitor keeps: the same provider object as the kept wallet (an extension's EIP-6963 entry and
 * its legacy 'Browser Wallet'; revoking one revokes both), or a WalletConnect session, which
 * may carry other families too.
 */
function releaseWouldReach(old: Connector, kept: Connector | undefined): boolean {
  return (
    old.type === 'WALLET_CONNECT' || (old.provider !== undefined && old.provider === kept?.provider)
  )
}

/**
 * With the multi-wallet gate closed a family holds one wallet (spec §1: several connections are
 * 'switched by remote configuration'): connecting another wallet of the family replaces the
 * old one. Each other wallet stops being watched and leaves the registry at once; it is let go
 * in the background (at most 3 s), unless that would reach what the visitor keeps.
 * Returns the connector ids dropped.
 */
export function dropOtherConnections(
  ctx: ActionContext,
  namespace: ChainNamespace,
  keptConnectorId: string,
): string[] {
  const state = ctx.registry.store.getState()
  const others = (state.chains[namespace]?.connections ?? [])
    .map((c) => c.connectorId)
    .filter((id) => id !== keptConnectorId)
  const adapter = ctx.adapters.get(namespace)
  const kept = getConnector(state, keptConnectorId)
  for (const connectorId of others) {
    // Unwatched first: the old wallet's own 'disconnected' event must not race the removal.
    unwatchConnector(ctx, connectorId)
    // Out of the registry at once: the family never lists two wallets while the old one lets go.
    ctx.registry.onDisconnect(namespace, connectorId)
    const connector = getConnector(state, connectorId)
    if (connector && adapter && !releaseWouldReach(connector, kept)) {
      void settleWithin(adapter.disconnect(connector), DISCONNECT_TIMEOUT_MS)
    }
  }
  return others
}
