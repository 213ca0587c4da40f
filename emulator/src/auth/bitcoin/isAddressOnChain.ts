import type { AuthBitcoinAddress, AuthBitcoinNetwork } from './decodeAuthBitcoinAddress.js'

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
