import type { CaipNetwork } from '@appkit/kernel'

/** The facts of a Solana cluster; the CAIP fields come from its genesis hash. */
export interface SolanaNetworkFacts {
  /** The cluster's genesis hash (base58); CAIP-2 uses its first 32 characters. */
  genesisHash: string
  name: string
  rpcUrls: readonly string[]
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
}

/** SOL: 9 decimals (lamports). */
export const SOLANA_NATIVE_CURRENCY = Object.freeze({ name: 'Solana', symbol: 'SOL', decimals: 9 })

/**
 * A solana network (spec §3) from plain facts: `id` is the genesis hash's first 32 characters
 * (the CAIP-2 reference), `caipNetworkId` is `solana:<id>`, and `assets.imageId` that id.
 * Frozen, so kits sharing it cannot change it.
 *
 * @example defineSolanaNetwork({ genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', name: 'Solana', rpcUrls: [...] })
 */
export function defineSolanaNetwork(facts: SolanaNetworkFacts): CaipNetwork {
  const id = facts.genesisHash.slice(0, 32)
  const caipNetworkId = `solana:${id}` as const
  const http = Object.freeze([...facts.rpcUrls])
  const explorer = facts.blockExplorer
  return Object.freeze({
    id,
    name: facts.name,
    chainNamespace: 'solana',
    caipNetworkId,
    nativeCurrency: SOLANA_NATIVE_CURRENCY,
    rpcUrls: Object.freeze({
      default: Object.freeze({ http }),
      chainDefault: Object.freeze({ http }),
    }),
    assets: Object.freeze({ imageId: caipNetworkId }),
    ...(explorer
      ? { blockExplorers: Object.freeze({ default: Object.freeze({ ...explorer }) }) }
      : {}),
    ...(facts.testnet === undefined ? {} : { testnet: facts.testnet }),
  })
}
