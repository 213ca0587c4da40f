import { AppKitError } from '../errors/AppKitError.js'
import { DISCONNECT_TIMEOUT_MS } from '../pipelines/policies.js'
import { getConnector } from '../registry/selectors.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ActionContext } from './ActionContext.js'
import { settleWithin } from './settleWithin.js'
import { unwatchConnector } from './watchConnector.js'

/** Spec §8's message when a wallet of one of the families fails to let go. */
export const FAILED_TO_DISCONNECT_CHAINS = 'Failed to disconnect chains'

/**
 * Disconnects one family, or every connected one: each wallet gets at most 3 s to let go, then
 * the registry clears what spec §4 lists, whatever the wallet did. A wallet that refused is
 * reported as 'Failed to disconnect chains' (naming the families) without failing the
 * disconnect: the visitor's side is cleared either way.
 */
export function createDisconnectAction(ctx: ActionContext) {
  return async function disconnect(namespace?: ChainNamespace): Promise<void> {
    await ctx.hooks.beforeDisconnect.promise(namespace ? { namespace } : {})
    const state = ctx.registry.store.getState()
    const failures: { namespace: ChainNamespace; error: unknown }[] = []
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
          if (connector && adapter) {
            const letGo = adapter.disconnect(connector).catch((error: unknown) => {
              failures.push({ namespace: ns, error })
            })
            await settleWithin(letGo, DISCONNECT_TIMEOUT_MS)
          }
        }),
      ),
    )
    ctx.registry.markDisconnected(namespace)
    if (failures.length > 0) {
      ctx.report(
        new AppKitError(FAILED_TO_DISCONNECT_CHAINS, {
          category: 'PROVIDER_ERROR',
          details: failures.map((failure) => failure.namespace).join(', '),
          cause: failures[0]?.error,
        }),
        { flow: 'disconnect' },
      )
    }
    ctx.track('DISCONNECT_SUCCESS', namespace ? { namespace } : {})
    await ctx.hooks.afterDisconnect.promise(namespace ? { namespace } : {})
  }
}
