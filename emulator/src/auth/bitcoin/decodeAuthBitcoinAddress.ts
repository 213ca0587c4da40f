import { address } from 'bitcoinjs-lib'

export type AuthBitcoinNetwork = 'mainnet' | 'testnet' | 'regtest'

/** An address a person's wallet signs with: its kind, network and hash (or witness program). */
export interface AuthBitcoinAddress {
  kind: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2tr'
  /** Base58 addresses cannot tell testnet from regtest: both read as 'testnet'. */
  network: AuthBitcoinNetwork
  hash: Uint8Array
}

const BECH32_NETWORKS: Readonly<Record<string, AuthBitcoinNetwork>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
}

const BASE58_VERSIONS: Readonly<Record<number, Omit<AuthBitcoinAddress, 'hash'>>> = {
  0: { kind: 'p2pkh', network: 'mainnet' },
  5: { kind: 'p2sh', network: 'mainnet' },
  111: { kind: 'p2pkh', network: 'testnet' },
  196: { kind: 'p2sh', network: 'testnet' },
}

function decodeSegwit(text: string): AuthBitcoinAddress | undefined {
  const { prefix, version, data } = address.fromBech32(text)
  const network = BECH32_NETWORKS[prefix]
  if (!network) return undefined
  if (version === 0 && data.length === 20) return { kind: 'p2wpkh', network, hash: data }
  if (version === 1 && data.length === 32) return { kind: 'p2tr', network, hash: data }
  return undefined
}

function decodeBase58(text: string): AuthBitcoinAddress | undefined {
  const { version, hash } = address.fromBase58Check(text)
  const kind = BASE58_VERSIONS[version]
  return kind && hash.length === 20 ? { ...kind, hash } : undefined
}

/** A Bitcoin address decoded (bech32/bech32m or base58check), or undefined when it is none. */
export function decodeAuthBitcoinAddress(text: string): AuthBitcoinAddress | undefined {
  try {
    return /^(bc|tb|bcrt)1/i.test(text) ? decodeSegwit(text) : decodeBase58(text)
  } catch {
    return undefined
  }
}

/** CAIP-2 bip122 references (the genesis block hash's first 32 hex digits) and their networks. */
const CHAIN_NETWORKS: Readonly<Record<string, AuthBitcoinNetwork>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000000da84f2bafbbc53dee25a72ae': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/**
 * Whether the address belongs to the CAIP-2 chain: a mainnet address signs in on mainnet only,
 * a test network's on test networks only (regtest shares testnet's base58 versions).
 */
export function isAddressOnChain(decoded: AuthBitcoinAddress, reference: string): boolean {
  const network = CHAIN_NETWORKS[reference]
  if (network === undefined) return false
  if (network === 'regtest' && decoded.kind !== 'p2wpkh' && decoded.kind !== 'p2tr') {
    return decoded.network === 'testnet'
  }
  return decoded.network === network
}
