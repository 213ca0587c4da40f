import { decodeBitcoinAddress } from './decodeBitcoinAddress.js'
import { isAddressOnBitcoinChain } from './isAddressOnBitcoinChain.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'

export interface VerifyBitcoinMessageParameters {
  address: string
  message: string
  /** Base64: BIP-137 (Bitcoin Core) or BIP-322 'simple'. */
  signature: string
  /** The network signed on, as a CAIP-2 id or its reference: the address must belong to it. */
  chainId: string
}

/**
 * Whether `signature` signs `message` for `address` on the network `chainId` names: bc
 * addresses on mainnet only, tb on testnet and signet, bcrt on regtest (a signature does not
 * commit to a network), then BIP-137 or BIP-322 'simple' (P2WPKH, P2SH-P2WPKH, P2TR).
 *
 * @example verifyBitcoinMessage({ address, message, signature, chainId: bitcoin.caipNetworkId })
 */
export function verifyBitcoinMessage(parameters: VerifyBitcoinMessageParameters): boolean {
  const address = decodeBitcoinAddress(parameters.address)
  if (!address || !isAddressOnBitcoinChain(address, parameters.chainId)) return false
  return verifyBitcoinSignature(parameters)
}
