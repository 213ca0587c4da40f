import { toAppKitError } from '../errors/AppKitError.js'
import type { Connection } from '../types/Connection.js'
import type { ActionContext } from './ActionContext.js'
import { dropOtherConnections } from './dropOtherConnections.js'
import { rememberRecentWallet } from './rememberRecentWallet.js'
import { requireAdapter } from './requireAdapter.js'
import { requireConnector } from './requireConnector.js'
import { watchConnector } from './watchConnector.js'

/**
 * Connects a registered connector through its family's adapter. The registry applies spec §4
 * (a failed connect restores the previous state; connecting the current connector is refused).
 * With the multi-wallet gate closed the new wallet replaces the family's old one (one wallet per
 * family); a failed connect leaves the old one in place.
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
      const connection = await ctx.registry.connect(
        namespace,
        connectorId,
        () => adapter.connect(connector, caipNetwork ? { caipNetwork } : {}),
        options.activate === false ? { activate: false } : {},
      )
      watchConnector(ctx, connector)
      if (!ctx.gates.gate('multiWallet')) dropOtherConnections(ctx, namespace, connectorId)
      rememberRecentWallet(ctx.storage, connector)
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
