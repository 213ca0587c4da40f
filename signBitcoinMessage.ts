import { secp256k1 } from '@noble/curves/secp256k1'
import { crypto } from 'bitcoinjs-lib'

const MAGIC = new TextEncoder().encode('Bitcoin Signed Message:\n')

function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  return Uint8Array.of(
    0xfe,
    length & 0xff,
    (length >> 8) & 0xff,
    (length >> 16) & 0xff,
    length >>> 24,
  )
}

/**
 * Signs a message the Bitcoin Core way for a native segwit (P2WPKH) key: SHA-256d of the magic
 * and the message, a recoverable signature, BIP-137 header 39 + recovery id; base64 of 65 bytes.
 */
export function signBitcoinMessage(message: string, privateKey: Uint8Array): string {
  const text = new TextEncoder().encode(message)
  const hash = crypto.hash256(
    new Uint8Array([...compactSize(MAGIC.length), ...MAGIC, ...compactSize(text.length), ...text]),
  )
  const signature = secp256k1.sign(hash, privateKey)
  const bytes = new Uint8Array([39 + signature.recovery, ...signature.toCompactRawBytes()])
  return btoa(String.fromCharCode(...bytes))
}
