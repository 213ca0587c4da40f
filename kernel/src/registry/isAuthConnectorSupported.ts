import type { NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { RegistryState } from './registryState.js'

/**
 * Whether the email/social auth connector may be offered: only while the active family's adapter
 * says `authConnector` (spec §6 'auth connector only on eip155 and solana'). Before any family
 * is active (no network configured yet) nothing rules it out.
 *
 * @example useStoreSelector(kit.registry.store, (state) => isAuthConnectorSupported(state, kit.adapter))
 */
export function isAuthConnectorSupported(
  state: Pick<RegistryState, 'activeNamespace'>,
  adapter: (namespace: ChainNamespace) => Pick<NamespaceAdapter, 'authConnector'> | undefined,
): boolean {
  return (
    state.activeNamespace === undefined || adapter(state.activeNamespace)?.authConnector === true
  )
}
