import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest'

/** The address kinds a person's wallet signs with; scripts (P2WSH, bare P2SH) are not. */
export type BitcoinAddress =
  | { type: 'p2pkh'; network: BitcoinNetwork; hash: Uint8Array }
  | { type: 'p2sh'; network: BitcoinNetwork; hash: Uint8Array }
  | { type: 'p2wpkh'; network: BitcoinNetwork; program: Uint8Array }
  | { type: 'p2tr'; network: BitcoinNetwork; program: Uint8Array }

const base58check = createBase58check(sha256)

/** Base58 version bytes; testnet and regtest share theirs. */
const BASE58_VERSIONS: Readonly<Record<number, Pick<BitcoinAddress, 'type' | 'network'>>> = {
  0: { type: 'p2pkh', network: 'mainnet' },
  5: { type: 'p2sh', network: 'mainnet' },
  111: { type: 'p2pkh', network: 'testnet' },
  196: { type: 'p2sh', network: 'testnet' },
}

const BECH32_NETWORKS: Readonly<Record<string, BitcoinNetwork>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
}

function decodeSegwit(address: string): BitcoinAddress | undefined {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return undefined
  const separator = lower.lastIndexOf('1')
  const network = BECH32_NETWORKS[lower.slice(0, separator)]
  if (!network) return undefined
  // BIP-350: version 0 uses bech32, versions 1 and above bech32m.
  const version = lower.charAt(separator + 1)
  const coder = version === 'q' ? bech32 : bech32m
  let words: number[]
  try {
    words = coder.decode(lower as `${string}1${string}`).words
  } catch {
    return undefined
  }
  const [witnessVersion, ...rest] = words
  const program = Uint8Array.from(coder.fromWords(rest))
  if (witnessVersion === 0 && program.length === 20) return { type: 'p2wpkh', network, program }
  if (witnessVersion === 1 && program.length === 32) return { type: 'p2tr', network, program }
  return undefined
}

function decodeBase58(address: string): BitcoinAddress | undefined {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  const version = payload[0]
  const kind = version === undefined ? undefined : BASE58_VERSIONS[version]
  if (!kind || payload.length !== 21) return undefined
  return { ...kind, hash: payload.slice(1) } as BitcoinAddress
}

/** A Bitcoin address's kind, network and hash or witness program; undefined if unsupported. */
export function decodeBitcoinAddress(address: string): BitcoinAddress | undefined {
  return decodeSegwit(address) ?? decodeBase58(address)
}

/** The output script an address names (what BIP-322's virtual transaction pays to). */
export function scriptPubKeyOf(address: BitcoinAddress): Uint8Array {
  switch (address.type) {
    case 'p2pkh':
      return Uint8Array.of(0x76, 0xa9, 0x14, ...address.hash, 0x88, 0xac)
    case 'p2sh':
      return Uint8Array.of(0xa9, 0x14, ...address.hash, 0x87)
    case 'p2wpkh':
      return Uint8Array.of(0x00, 0x14, ...address.program)
    case 'p2tr':
      return Uint8Array.of(0x51, 0x20, ...address.program)
  }
}
