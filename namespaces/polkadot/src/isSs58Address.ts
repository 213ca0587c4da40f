import { blake2b } from '@noble/hashes/blake2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'

const SS58_PREFIX = utf8ToBytes('SS58PRE')

/**
 * An SS58 account address (Polkadot, Kusama, generic substrate): base58 of a 1- or 2-byte
 * network prefix, a 32-byte public key and the first 2 bytes of blake2b-512('SS58PRE' || both).
 */
export function isSs58Address(address: string): boolean {
  if (typeof address !== 'string' || address.length < 46 || address.length > 49) return false
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return false
  }
  const prefixLength = (bytes[0] ?? 0) & 0x40 ? 2 : 1
  if (bytes.length !== prefixLength + 32 + 2) return false
  const body = bytes.subarray(0, prefixLength + 32)
  const checksum = blake2b(concatBytes(SS58_PREFIX, body), { dkLen: 64 })
  return checksum[0] === bytes[prefixLength + 32] && checksum[1] === bytes[prefixLength + 33]
}
