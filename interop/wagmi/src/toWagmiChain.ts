import type { CaipNetwork } from '@appkit/kernel'
import type { Chain } from 'viem'

/**
 * A kit network as the chain wagmi's config lists: its id, name, native currency and RPC URLs,
 * and its block explorer when it has one. wagmi sends no request to these URLs: its transports
 * are the kit's (kitTransport).
 */
export function toWagmiChain(network: CaipNetwork): Chain {
  const explorer = network.blockExplorers?.default
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
  }
}
