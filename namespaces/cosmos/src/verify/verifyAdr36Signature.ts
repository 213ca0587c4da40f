import { encodeSecp256k1Pubkey, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { ExtendedSecp256k1Signature, Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { bech32 } from '@scure/base'
import { adr36SignDoc } from './adr36SignDoc.js'

export interface VerifyAdr36SignatureParameters {
  /** The bech32 account that signed. */
  address: string
  message: string | Uint8Array
  /** Base64 r||s (64 bytes), as `signArbitrary` returns it in `signature`. */
  signature: string
  /** Base64 compressed secp256k1 key; recovered from the signature when absent. */
  pubKey?: string
}

function candidateKeys(signature: Uint8Array, hash: Uint8Array, pubKey?: string): Uint8Array[] {
  if (pubKey) return [fromBase64(pubKey)]
  const keys: Uint8Array[] = []
  for (const recovery of [0, 1]) {
    try {
      // fromFixedLength trims r's and s's leading zero bytes, which the constructor refuses.
      const extended = ExtendedSecp256k1Signature.fromFixedLength(
        Uint8Array.of(...signature, recovery),
      )
      keys.push(Secp256k1.compressPubkey(Secp256k1.recoverPubkey(extended, hash)))
    } catch {
      // Not a key for this recovery id.
    }
  }
  return keys
}

/**
 * Verifies an ADR-36 arbitrary-data signature with cosmjs: rebuilds the sign document, hashes
 * its canonical JSON with SHA-256, and accepts when a secp256k1 key (given, or recovered from
 * the signature) both verifies the signature and is the key of `address`.
 *
 * @example
 * const { signature } = await keplr.signArbitrary('cosmoshub-4', address, 'hello')
 * await verifyAdr36Signature({ address, message: 'hello', signature }) // true
 */
export async function verifyAdr36Signature(
  parameters: VerifyAdr36SignatureParameters,
): Promise<boolean> {
  const { address, message, signature, pubKey } = parameters
  try {
    const { prefix } = bech32.decode(address as `${string}1${string}`)
    const bytes = fromBase64(signature)
    if (bytes.length !== 64) return false
    const hash = sha256(serializeSignDoc(adr36SignDoc(address, message)))
    const parsed = Secp256k1Signature.fromFixedLength(bytes)
    for (const key of candidateKeys(bytes, hash, pubKey)) {
      const owner = pubkeyToAddress(encodeSecp256k1Pubkey(Secp256k1.compressPubkey(key)), prefix)
      if (owner === address && Secp256k1.verifySignature(parsed, hash, key)) return true
    }
    return false
  } catch {
    return false
  }
}
