import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

/** SHA-256 twice: transaction ids, BIP-143 sighashes and the legacy message hash. */
export function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data))
}

/** RIPEMD-160 of SHA-256: the key hash of P2PKH and P2WPKH addresses. */
export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data))
}

/** BIP-340 tagged hash: SHA-256(SHA-256(tag) || SHA-256(tag) || data). */
export function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(tagHash, tagHash, data))
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
