import type { RegistryState } from '@appkit/kernel'

/** Spec §6 'activity EVM only': the active network is an eip155 one. */
export function isActivitySupported(state: Pick<RegistryState, 'activeCaipNetwork'>): boolean {
  return state.activeCaipNetwork?.chainNamespace === 'eip155'
}
