import type { CaipNetwork } from '../types/CaipNetwork.js'

/**
 * An EVM network's chain id as EIP-5792/EIP-7811 key it: lower-case hex with 0x, e.g. '0x7a69'
 * for 31337 (wallet_getCapabilities and wallet_getAssets are keyed and filtered by it).
 */
export function toHexChainId(network: Pick<CaipNetwork, 'id'>): `0x${string}` {
  return `0x${BigInt(network.id).toString(16)}`
}
