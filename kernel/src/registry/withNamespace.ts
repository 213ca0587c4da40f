import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { NamespaceState, RegistryState } from './registryState.js'
import { requireNamespace } from './requireNamespace.js'

/**
 * Returns the registry state with one family's state replaced by what `update` returns, keeping
 * the active address equal to the active family's address.
 */
export function withNamespace(
  state: RegistryState,
  namespace: ChainNamespace,
  update: (chain: NamespaceState) => NamespaceState,
): RegistryState {
  const next = update(requireNamespace(state, namespace))
  return {
    ...state,
    chains: { ...state.chains, [namespace]: next },
    activeCaipAddress:
      state.activeNamespace === namespace ? next.caipAddress : state.activeCaipAddress,
  }
}
