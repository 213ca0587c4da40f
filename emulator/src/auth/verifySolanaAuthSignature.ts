import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58 } from '../solana/base58.js'

/** A signature's 64 bytes from base58 (what Solana wallets answer) or base64. */
function signatureBytes(signature: string): Uint8Array | undefined {
  for (const decode of [decodeBase58, (text: string) => Buffer.from(text, 'base64')]) {
    try {
      const bytes = decode(signature)
      if (bytes.length === 64) return Uint8Array.from(bytes)
    } catch {
      // Not this encoding.
    }
  }
  return undefined
}

/**
 * Whether the signature is the ed25519 signature of the message's UTF-8 bytes by the key the
 * Solana address (base58 of the 32-byte public key) names.
 */
export function verifySolanaAuthSignature(
  address: string,
  message: string,
  signature: string,
): boolean {
  const bytes = signatureBytes(signature)
  try {
    const publicKey = decodeBase58(address)
    if (!bytes || publicKey.length !== 32) return false
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
