import { bech32 } from '@scure/base'

/**
 * A cosmos account address: bech32 with a valid checksum, a 20-byte (secp256k1 key hash) or
 * 32-byte payload, and, when given, the chain's prefix.
 */
export function isCosmosAddress(address: string, prefix?: string): boolean {
  if (typeof address !== 'string' || address !== address.toLowerCase()) return false
  try {
    const { prefix: actual, words } = bech32.decode(address as `${string}1${string}`)
    const length = bech32.fromWords(words).length
    return (prefix === undefined || actual === prefix) && (length === 20 || length === 32)
  } catch {
    return false
  }
}
