import { DISCONNECT_TIMEOUT_MS } from '../pipelines/policies.js'
import { getConnector } from '../registry/selectors.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ActionContext } from './ActionContext.js'
import { settleWithin } from './settleWithin.js'
import { unwatchConnector } from './watchConnector.js'

/**
 * Disconnects one family, or every connected one: each wallet gets at most 3 s to let go, then
 * the registry clears what spec §4 lists, whatever the wallet did.
 */
export function createDisconnectAction(ctx: ActionContext) {
  return async function disconnect(namespace?: ChainNamespace): Promise<void> {
    await ctx.hooks.beforeDisconnect.promise(namespace ? { namespace } : {})
    const state = ctx.registry.store.getState()
    const families = namespace
      ? [namespace]
      : (Object.keys(state.chains) as ChainNamespace[]).filter(
          (ns) => state.chains[ns]?.status === 'connected',
        )
    await Promise.all(
      families.flatMap((ns) =>
        (state.chains[ns]?.connections ?? []).map(async ({ connectorId }) => {
          unwatchConnector(ctx, connectorId)
          const connector = getConnector(state, connectorId)
          const adapter = ctx.adapters.get(ns)
          if (connector && adapter)
            await settleWithin(adapter.disconnect(connector), DISCONNECT_TIMEOUT_MS)
        }),
      ),
    )
    ctx.registry.markDisconnected(namespace)
    ctx.track('DISCONNECT_SUCCESS', namespace ? { namespace } : {})
    await ctx.hooks.afterDisconnect.promise(namespace ? { namespace } : {})
  }
}
