import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { NamespaceState } from './registryState.js'
import { toCaipAddress } from './toCaipAddress.js'

/**
 * Points a family at a network: the CAIP-10 address is rebuilt from family, network id and
 * account address, and the unsupported-chain flag follows the network.
 */
export function withChainNetwork(
  chain: NamespaceState,
  caipNetwork: CaipNetwork | undefined,
  unsupported = false,
): NamespaceState {
  return {
    ...chain,
    caipNetwork,
    unsupportedChain: unsupported || undefined,
    caipAddress:
      caipNetwork && chain.address ? toCaipAddress(caipNetwork, chain.address) : undefined,
  }
}
