import type { CaipNetwork } from '@appkit/kernel'
import type { Chain } from 'viem'

/**
 * The minimal viem chain for a network's client: id, name, native currency and RPC URLs, plain
 * data (no formatters or serializers, so none of viem's chain code is bundled).
 */
export function toViemChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
  }
}
