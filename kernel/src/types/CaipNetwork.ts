import type { ChainNamespace } from './ChainNamespace.js'

/** `namespace:reference`, e.g. `eip155:1` (CAIP-2). */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** `namespace:reference:address`, e.g. `eip155:1:0xabc...` (CAIP-10). */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network as the spec's entity (§3): chains are data. */
export interface CaipNetwork {
  /** Chain reference: a number for eip155, a genesis hash or name elsewhere. */
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: { name: string; decimals: number; symbol: string }
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
    chainDefault?: { http: readonly string[] }
  }
  assets?: { imageId?: string; imageUrl?: string }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}
