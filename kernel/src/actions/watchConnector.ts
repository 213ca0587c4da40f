import type { Connector } from '../types/Connector.js'
import type { ActionContext } from './ActionContext.js'
import { requireAdapter } from './requireAdapter.js'

/** Feeds a connected wallet's events to the registry (spec §4 connector events), once per connector. */
export function watchConnector(ctx: ActionContext, connector: Connector): void {
  if (ctx.watchers.has(connector.id)) return
  const namespace = connector.chain
  const unwatch = requireAdapter(ctx, namespace).watch(connector, {
    accountsChanged: (connectorId, accounts) => {
      ctx.registry.recordAccounts(namespace, connectorId, accounts)
      if (accounts.length === 0) unwatchConnector(ctx, connectorId)
    },
    chainChanged: (connectorId, chainId) => {
      try {
        ctx.registry.recordChain(namespace, connectorId, chainId)
      } catch {
        // A chain event for a connector that is no longer connected changes nothing.
      }
    },
    disconnected: (connectorId) => {
      ctx.registry.removeConnection(namespace, connectorId)
      unwatchConnector(ctx, connectorId)
    },
  })
  ctx.watchers.set(connector.id, unwatch)
}

export function unwatchConnector(ctx: ActionContext, connectorId: string): void {
  ctx.watchers.get(connectorId)?.()
  ctx.watchers.delete(connectorId)
}
