import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { RegistryState } from './registryState.js'

/** Whether a network is one of the configured networks (by CAIP-2 id). */
export function isConfiguredNetwork(state: RegistryState, caipNetwork: CaipNetwork): boolean {
  return state.networks.some((n) => n.caipNetworkId === caipNetwork.caipNetworkId)
}
