import type { CaipNetwork } from '@appkit/kernel'
import type { Chain } from 'viem'

export interface FromViemChainOptions {
  /** Replaces the chain's own RPC URLs (both `default` and `chainDefault`). */
  rpcUrl?: string
  /** A display name other than viem's. */
  name?: string
}

/**
 * Maps viem's chain facts to AppKit's network entity (spec §3): `default.http` and
 * `chainDefault.http` are the chain's public RPC, `assets.imageId` is the CAIP-2 id (the image
 * API serves network images by that id), and the first block explorer is kept.
 *
 * @example const ethereum = fromViemChain(mainnet) // { id: 1, caipNetworkId: 'eip155:1', ... }
 */
export function fromViemChain(chain: Chain, options: FromViemChainOptions = {}): CaipNetwork {
  const caipNetworkId = `eip155:${chain.id}` as const
  const http = options.rpcUrl ? [options.rpcUrl] : [...chain.rpcUrls.default.http]
  const explorer = chain.blockExplorers?.default
  const network: CaipNetwork = {
    id: chain.id,
    name: options.name ?? chain.name,
    chainNamespace: 'eip155',
    caipNetworkId,
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      decimals: chain.nativeCurrency.decimals,
      symbol: chain.nativeCurrency.symbol,
    },
    rpcUrls: { default: { http }, chainDefault: { http } },
    assets: { imageId: caipNetworkId },
  }
  if (explorer) network.blockExplorers = { default: { name: explorer.name, url: explorer.url } }
  if (chain.testnet !== undefined) network.testnet = chain.testnet
  return network
}
