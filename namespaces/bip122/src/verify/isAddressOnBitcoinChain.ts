import type { BitcoinAddress, BitcoinNetwork } from './decodeBitcoinAddress.js'

/** CAIP-2 bip122 references (a genesis block hash's first 32 hex digits) and their networks. */
const CHAIN_NETWORKS: Readonly<Record<string, BitcoinNetwork>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000000da84f2bafbbc53dee25a72ae': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/**
 * Whether the address belongs to the session's network (its CAIP-2 id): bc addresses sign in
 * on mainnet only, tb on testnet and signet, bcrt on regtest. A signature does not commit to a
 * network (the same key signs for all), so without this a mainnet session could be taken for a
 * testnet one. Base58 testnet versions are shared by regtest.
 */
export function isAddressOnBitcoinChain(address: BitcoinAddress, chainId: string): boolean {
  const network = CHAIN_NETWORKS[chainId.replace(/^bip122:/, '')]
  if (network === undefined) return false
  const base58 = address.type === 'p2pkh' || address.type === 'p2sh'
  if (network === 'regtest' && base58) return address.network === 'testnet'
  return address.network === network
}
