import type { NamespaceState } from './registryState.js'

/**
 * Spec §4 Disconnect: "clears address, balances, profile, connected-wallet info, social data,
 * sets status disconnected, keeps preferred account type". The family's network stays. The
 * profile and social data are plugins' per-account state, which `kit.accountState` clears.
 */
export function clearAccountState(state: NamespaceState): NamespaceState {
  const next: NamespaceState = {
    namespace: state.namespace,
    status: 'disconnected',
    connections: [],
    preferredAccountType: state.preferredAccountType,
  }
  if (state.caipNetwork) next.caipNetwork = state.caipNetwork
  if (state.unsupportedChain) next.unsupportedChain = state.unsupportedChain
  return next
}
