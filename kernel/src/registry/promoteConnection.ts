import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import { applyActiveNetwork } from './applyActiveNetwork.js'
import { isConfiguredNetwork } from './isConfiguredNetwork.js'
import type { RegistryContext } from './RegistryContext.js'
import { withChainNetwork } from './withChainNetwork.js'
import { withNamespace } from './withNamespace.js'

/**
 * Makes one of a family's connections the current one and announces it with `accountChanged`:
 * its connector id is stored, its address and network become the family's, and the active
 * network follows when the family is the active one.
 */
export function promoteConnection(
  ctx: RegistryContext,
  namespace: ChainNamespace,
  connection: Connection,
  address: string,
): void {
  const before = ctx.store.getState()
  const unsupported = !isConfiguredNetwork(before, connection.caipNetwork)
  ctx.store.setState((state) =>
    withNamespace(state, namespace, (chain) =>
      withChainNetwork(
        { ...chain, status: 'connected', connectorId: connection.connectorId, address },
        connection.caipNetwork,
        unsupported,
      ),
    ),
  )
  const networkChanged =
    before.activeNamespace === namespace &&
    before.activeCaipNetwork?.caipNetworkId !== connection.caipNetwork.caipNetworkId
  if (networkChanged) applyActiveNetwork(ctx, connection.caipNetwork, { unsupported })
  ctx.storage.setConnectorId(namespace, connection.connectorId)
  ctx.events.accountChanged?.({ namespace, address, connectorId: connection.connectorId })
}
