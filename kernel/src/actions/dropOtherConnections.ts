import { DISCONNECT_TIMEOUT_MS } from '../pipelines/policies.js'
import { getConnector } from '../registry/selectors.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ActionContext } from './ActionContext.js'
import { settleWithin } from './settleWithin.js'
import { unwatchConnector } from './watchConnector.js'

/**
 * With the multi-wallet gate closed a family holds one wallet (spec §1: several connections are
 * 'switched by remote configuration'): connecting another wallet of the family replaces the
 * old one. Each other wallet stops being watched, leaves the registry and is let go (at most 3 s).
 * Returns the connector ids dropped.
 */
export async function dropOtherConnections(
  ctx: ActionContext,
  namespace: ChainNamespace,
  keptConnectorId: string,
): Promise<string[]> {
  const state = ctx.registry.store.getState()
  const others = (state.chains[namespace]?.connections ?? [])
    .map((c) => c.connectorId)
    .filter((id) => id !== keptConnectorId)
  const adapter = ctx.adapters.get(namespace)
  await Promise.all(
    others.map(async (connectorId) => {
      // Unwatched first: the old wallet's own 'disconnected' event must not race the removal.
      unwatchConnector(ctx, connectorId)
      // Out of the registry at once: the family never lists two wallets while the old one lets go.
      ctx.registry.onDisconnect(namespace, connectorId)
      const connector = getConnector(state, connectorId)
      if (connector && adapter) {
        await settleWithin(adapter.disconnect(connector), DISCONNECT_TIMEOUT_MS)
      }
    }),
  )
  return others
}
