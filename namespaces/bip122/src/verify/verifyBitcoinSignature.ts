import { base64 } from '@scure/base'
import { decodeBitcoinAddress } from './decodeBitcoinAddress.js'
import { verifyBip322Simple } from './verifyBip322Simple.js'
import { verifyLegacyBitcoinSignature } from './verifyLegacyBitcoinSignature.js'

/**
 * Whether a base64 `signature` signs `message` for a Bitcoin `address`: a 65-byte signature the
 * Bitcoin Core way (BIP-137 headers), otherwise a BIP-322 'simple' witness.
 */
export function verifyBitcoinSignature(parameters: {
  address: string
  message: string
  signature: string
}): boolean {
  const address = decodeBitcoinAddress(parameters.address)
  if (!address) return false
  let signature: Uint8Array
  try {
    signature = base64.decode(parameters.signature)
  } catch {
    return false
  }
  if (
    signature.length === 65 &&
    verifyLegacyBitcoinSignature(address, parameters.message, signature)
  ) {
    return true
  }
  return verifyBip322Simple(address, parameters.message, signature)
}
