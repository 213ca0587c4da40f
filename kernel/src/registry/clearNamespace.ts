import type { ChainNamespace } from '../types/ChainNamespace.js'
import { clearAccountState } from './clearAccountState.js'
import type { RegistryContext } from './RegistryContext.js'
import { requireNamespace } from './requireNamespace.js'
import { withNamespace } from './withNamespace.js'

/**
 * Disconnects one family without announcing it: clears its account state, "removes stored
 * connector id; also clears cached login, email, last chain and social username" (spec §4).
 * Returns whether the family had a connection or a connect under way.
 */
export function clearNamespace(ctx: RegistryContext, namespace: ChainNamespace): boolean {
  const chain = requireNamespace(ctx.store.getState(), namespace)
  const wasConnected = chain.status !== 'disconnected' || chain.connections.length > 0
  ctx.store.setState((state) => withNamespace(state, namespace, clearAccountState))
  ctx.storage.removeConnectorId(namespace)
  ctx.storage.clearSessionData(namespace)
  return wasConnected
}
