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
