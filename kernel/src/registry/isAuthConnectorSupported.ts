import { AUTH_CONNECTOR_NAMESPACES } from '../router/resolveNetworkSwitchView.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { RegistryState } from './registryState.js'

/**
 * Whether the email/social auth connector may be offered: spec §6 'auth connector only on
 * eip155 and solana', so not while the active family is bip122, polkadot or cosmos. Before any
 * family is active (no network configured yet) nothing rules it out.
 */
export function isAuthConnectorSupported(
  state: Pick<RegistryState, 'activeNamespace'>,
  namespaces: readonly ChainNamespace[] = AUTH_CONNECTOR_NAMESPACES,
): boolean {
  return state.activeNamespace === undefined || namespaces.includes(state.activeNamespace)
}
