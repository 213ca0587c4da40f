import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

export type BitcoinAddressNetwork = 'mainnet' | 'testnet'

const base58check = createBase58check(sha256)
const BECH32_HRP: Record<BitcoinAddressNetwork, string> = { mainnet: 'bc', testnet: 'tb' }
/** P2PKH and P2SH version bytes. */
const BASE58_VERSIONS: Record<BitcoinAddressNetwork, readonly number[]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
}

function isSegwit(address: string, network: BitcoinAddressNetwork): boolean {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return false
  if (!lower.startsWith(`${BECH32_HRP[network]}1`)) return false
  const version = lower.charAt(BECH32_HRP[network].length + 1)
  // BIP-350: witness version 0 is bech32, versions 1 and above bech32m.
  const coder = version === 'q' ? bech32 : bech32m
  try {
    const [witnessVersion, ...rest] = coder.decode(lower as `${string}1${string}`).words
    const length = coder.fromWords(rest).length
    if (witnessVersion === 0) return length === 20 || length === 32
    return witnessVersion !== undefined && witnessVersion <= 16 && length >= 2 && length <= 40
  } catch {
    return false
  }
}

function isBase58(address: string, network: BitcoinAddressNetwork): boolean {
  if (address.length < 26 || address.length > 35) return false
  try {
    const payload = base58check.decode(address)
    return payload.length === 21 && BASE58_VERSIONS[network].includes(payload[0] ?? -1)
  } catch {
    return false
  }
}

/**
 * A Bitcoin address of the network (mainnet by default): base58check P2PKH or P2SH, or a
 * segwit address (bech32 for version 0, bech32m for taproot and later).
 */
export function isBitcoinAddress(
  address: string,
  network: BitcoinAddressNetwork = 'mainnet',
): boolean {
  // No lower bound here: BIP-350's shortest valid address (v16, 2 bytes) has 14 characters.
  if (typeof address !== 'string' || address.length > 90) return false
  return isSegwit(address, network) || isBase58(address, network)
}
