import type { Namespace } from './catalog.js'

export interface NetworkInfo {
  namespace: Namespace
  /** eip155 only: the chain id (for swaps' supported chains). */
  chainId?: number
  /**
   * A network the emulator serves: the app reads its RPC URL from APPKIT_<rpcVariable> and
   * falls back to the network's own (the emulator's default port).
   */
  rpcVariable?: string
}

/**
 * Every network a new app can start with, by the name its namespace package exports it under
 * from `@appkit/<namespace>/networks` (networkCatalog.test.ts checks them against the packages).
 */
export const NETWORKS: Readonly<Record<string, NetworkInfo>> = {
  hardhat: { namespace: 'eip155', chainId: 31337, rpcVariable: 'RPC_31337' },
  localhost: { namespace: 'eip155', chainId: 1337, rpcVariable: 'RPC_1337' },
  mainnet: { namespace: 'eip155', chainId: 1 },
  arbitrum: { namespace: 'eip155', chainId: 42161 },
  optimism: { namespace: 'eip155', chainId: 10 },
  base: { namespace: 'eip155', chainId: 8453 },
  bsc: { namespace: 'eip155', chainId: 56 },
  polygon: { namespace: 'eip155', chainId: 137 },
  gnosis: { namespace: 'eip155', chainId: 100 },
  avalanche: { namespace: 'eip155', chainId: 43114 },
  celo: { namespace: 'eip155', chainId: 42220 },
  zksync: { namespace: 'eip155', chainId: 324 },
  solanaLocal: { namespace: 'solana', rpcVariable: 'SOLANA_RPC' },
  solana: { namespace: 'solana' },
  solanaDevnet: { namespace: 'solana' },
  solanaTestnet: { namespace: 'solana' },
  polkadotMainnet: { namespace: 'polkadot' },
  bitcoin: { namespace: 'bip122' },
  bitcoinTestnet: { namespace: 'bip122' },
  cosmoshub: { namespace: 'cosmos' },
}

export const NETWORK_NAMES: readonly string[] = Object.keys(NETWORKS)

/** A namespace's networks, in catalog order. */
export function networksOf(namespace: Namespace): string[] {
  return NETWORK_NAMES.filter((name) => NETWORKS[name]?.namespace === namespace)
}

/** Each namespace's default: the emulator's local networks where it has some, else its first. */
const DEFAULT_NETWORKS: Record<Namespace, readonly string[]> = {
  eip155: ['hardhat', 'localhost'],
  solana: ['solanaLocal'],
  polkadot: ['polkadotMainnet'],
  bip122: ['bitcoin'],
  cosmos: ['cosmoshub'],
}

export function defaultNetworks(namespaces: readonly Namespace[]): string[] {
  return namespaces.flatMap((namespace) => DEFAULT_NETWORKS[namespace])
}
