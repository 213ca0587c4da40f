import type { ChainNamespace, Connection, PluginContext } from '@appkit/kernel'

/** One family the auth connector serves: its namespace and the AUTH connector for it. */
export interface AuthFamily {
  namespace: ChainNamespace
  connectorId: string
}

/**
 * After an email, social or farcaster login: connects every family of the app that the auth
 * connector serves (spec §6: eip155 and solana), the active family first and made active, the
 * others beside it (the same login holds both accounts; switching family shows the other).
 * A family the app has no adapter or network for is skipped. Resolves with the first connection.
 */
export function connectAuthFamilies(
  ctx: Pick<PluginContext, 'connect' | 'adapter' | 'registry'>,
  families: readonly AuthFamily[],
): (fallbackConnectorId: string) => Promise<Connection> {
  return async (fallbackConnectorId) => {
    const state = ctx.registry.store.getState()
    const served = families.filter(
      ({ namespace }) =>
        ctx.adapter(namespace) !== undefined &&
        state.networks.some((network) => network.chainNamespace === namespace) &&
        state.connectors.some((connector) => connector.chain === namespace),
    )
    const active = state.activeCaipNetwork?.chainNamespace ?? state.networks[0]?.chainNamespace
    const ordered = [
      ...served.filter((family) => family.namespace === active),
      ...served.filter((family) => family.namespace !== active),
    ]
    const [first, ...rest] = ordered
    if (!first) return ctx.connect(fallbackConnectorId)
    const connection = await ctx.connect(first.connectorId)
    for (const family of rest) await ctx.connect(family.connectorId, { activate: false })
    return connection
  }
}
