import type { CaipNetwork } from '@appkit/kernel'

/** The facts of an EVM chain; the CAIP fields are derived from `id`. */
export interface EvmNetworkFacts {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The chain's public RPC URLs, best first. */
  rpcUrls: readonly string[]
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
}

/**
 * An eip155 network (spec §3) from plain facts: `caipNetworkId` and `assets.imageId` are the
 * CAIP-2 id (the image API serves network images by that id), and `default` and
 * `chainDefault` are the chain's public RPC. Frozen, so kits sharing it cannot change it.
 * Call it as `/* @__PURE__ *\/ defineEvmNetwork({...})` so unused networks are dropped.
 *
 * @example const base = defineEvmNetwork({ id: 8453, name: 'Base', ... }) // caipNetworkId 'eip155:8453'
 */
export function defineEvmNetwork(facts: EvmNetworkFacts): CaipNetwork {
  const caipNetworkId = `eip155:${facts.id}` as const
  const http = Object.freeze([...facts.rpcUrls])
  const explorer = facts.blockExplorer
  return Object.freeze({
    id: facts.id,
    name: facts.name,
    chainNamespace: 'eip155',
    caipNetworkId,
    nativeCurrency: Object.freeze({ ...facts.nativeCurrency }),
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
