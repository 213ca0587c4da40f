import type { ChainNamespace } from '../types/ChainNamespace.js'
import { chainNotConfiguredError } from './connectorErrors.js'
import type { NamespaceState, RegistryState } from './registryState.js'

/** The state of a family, or 'Chain not configured' when its adapter is absent. */
export function requireNamespace(state: RegistryState, namespace: ChainNamespace): NamespaceState {
  const chain = state.chains[namespace]
  if (!chain) throw chainNotConfiguredError(namespace)
  return chain
}
