import type { CaipNetwork } from '@appkit/kernel'
import type { Chain } from 'viem'

/** The viem chain for a network, so viem can check the wallet is on it before sending. */
export function toViemChain(network: CaipNetwork): Chain {
  const http = [...network.rpcUrls.default.http]
  const explorer = network.blockExplorers?.default
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http } },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
  }
}
