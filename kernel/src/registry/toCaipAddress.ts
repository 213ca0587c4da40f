import type { CaipAddress, CaipNetwork } from '../types/CaipNetwork.js'

/** Builds the CAIP-10 address `namespace:chainId:address` from a network and an account address. */
export function toCaipAddress(caipNetwork: CaipNetwork, address: string): CaipAddress {
  return `${caipNetwork.chainNamespace}:${caipNetwork.id}:${address}`
}
