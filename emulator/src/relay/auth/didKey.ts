import { decodeBase58, encodeBase58 } from './base58.js'

/** Multicodec prefix of an Ed25519 public key (0xed, varint-encoded). */
const ED25519_PREFIX = [0xed, 0x01]
const DID_KEY = 'did:key:z'

/** The raw 32-byte Ed25519 key of a `did:key:z...` identifier, or undefined. */
export function decodeDidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith(DID_KEY)) return undefined
  const bytes = decodeBase58(did.slice(DID_KEY.length))
  if (bytes === undefined || bytes.length !== 34) return undefined
  if (bytes[0] !== ED25519_PREFIX[0] || bytes[1] !== ED25519_PREFIX[1]) return undefined
  return bytes.slice(2)
}

export function encodeDidKey(publicKey: Uint8Array): string {
  return DID_KEY + encodeBase58(Uint8Array.from([...ED25519_PREFIX, ...publicKey]))
}
