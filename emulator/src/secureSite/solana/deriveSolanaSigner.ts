import { hkdfSync } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { encodeBase58 } from '../../solana/base58.js'

/** A user's Solana key on the secure site: its address, and signing that never exposes it. */
export interface SolanaSigner {
  readonly address: string
  readonly publicKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
}

/**
 * The user's ed25519 key, derived (HKDF-SHA256) from the secp256k1 key the vault holds for
 * them: the same login always gives the same Solana account, and nothing new is stored.
 */
export function deriveSolanaSigner(evmPrivateKey: Uint8Array): SolanaSigner {
  const seed = new Uint8Array(
    hkdfSync('sha256', evmPrivateKey, Buffer.alloc(0), 'appkit-secure-site:solana-ed25519', 32),
  )
  const publicKey = ed25519.getPublicKey(seed)
  return {
    address: encodeBase58(publicKey),
    publicKey,
    sign: (message) => ed25519.sign(message, seed),
  }
}
