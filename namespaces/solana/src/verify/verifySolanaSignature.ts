import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'

const SIGNATURE_BYTES = 64
const PUBLIC_KEY_BYTES = 32

/** Wallets return a signature's 64 bytes as base58 (most), base64 or hex. */
function decodeSignature(signature: string): Uint8Array | undefined {
  const decoders = [
    () => base58.decode(signature),
    () => base64.decode(signature),
    () => hex.decode(signature.replace(/^0x/, '')),
  ]
  for (const decode of decoders) {
    try {
      const bytes = decode()
      if (bytes.length === SIGNATURE_BYTES) return bytes
    } catch {
      // Not this encoding.
    }
  }
  return undefined
}

/**
 * Whether `signature` is the ed25519 signature of the message's UTF-8 bytes by the key a
 * Solana address (base58 of the 32-byte public key) names.
 */
export function verifySolanaSignature(parameters: {
  address: string
  message: string
  signature: string
}): boolean {
  let publicKey: Uint8Array
  try {
    publicKey = base58.decode(parameters.address)
  } catch {
    return false
  }
  const signature = decodeSignature(parameters.signature)
  if (publicKey.length !== PUBLIC_KEY_BYTES || !signature) return false
  try {
    return ed25519.verify(signature, new TextEncoder().encode(parameters.message), publicKey)
  } catch {
    return false
  }
}
