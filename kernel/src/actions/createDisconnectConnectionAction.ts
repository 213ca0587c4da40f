import { DISCONNECT_TIMEOUT_MS } from '../pipelines/policies.js'
import { getConnector } from '../registry/selectors.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ActionContext } from './ActionContext.js'
import { settleWithin } from './settleWithin.js'
import { unwatchConnector } from './watchConnector.js'

/**
 * Multi-wallet: disconnects one wallet of a family. One of several stops being watched, is let
 * go by its wallet (at most 3 s) and leaves the registry, the family's next connection becoming
 * current (spec §4 connector events); the family's last one is the spec §4 `disconnect`, hooks
 * and all. A connector that is not connected changes nothing.
 */
export function createDisconnectConnectionAction(
  ctx: ActionContext,
  disconnect: (namespace: ChainNamespace) => Promise<void>,
) {
  return async function disconnectConnection(
    namespace: ChainNamespace,
    connectorId: string,
  ): Promise<void> {
    const state = ctx.registry.store.getState()
    const connections = state.chains[namespace]?.connections ?? []
    if (!connections.some((c) => c.connectorId === connectorId)) return
    if (connections.length === 1) {
      await disconnect(namespace)
      return
    }
    // Unwatched first: the wallet's own 'disconnected' event must not race the removal.
    unwatchConnector(ctx, connectorId)
    const connector = getConnector(state, connectorId)
    const adapter = ctx.adapters.get(namespace)
    if (connector && adapter)
      await settleWithin(adapter.disconnect(connector), DISCONNECT_TIMEOUT_MS)
    ctx.registry.removeConnection(namespace, connectorId)
  }
}
