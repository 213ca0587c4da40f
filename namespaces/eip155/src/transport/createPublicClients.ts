import type { CaipNetwork } from '@appkit/kernel'
import { createPublicClient, type PublicClient } from 'viem'
import { createNetworkTransport, type NetworkTransportOptions } from './createNetworkTransport.js'
import { toViemChain } from './toViemChain.js'

export interface PublicClients {
  /** The network's public client, created on first use and then reused. */
  get(network: CaipNetwork): PublicClient
}

/**
 * One viem public client per network (and per set of RPC URLs), cached in the returned object:
 * each adapter (so each kit) gets its own, nothing is shared at module level.
 */
export function createPublicClients(options: NetworkTransportOptions): PublicClients {
  const clients = new Map<string, PublicClient>()
  return {
    get(network) {
      const key = `${network.caipNetworkId} ${network.rpcUrls.default.http.join(' ')}`
      let client = clients.get(key)
      if (!client) {
        client = createPublicClient({
          chain: toViemChain(network),
          transport: createNetworkTransport(network, options),
        }) as PublicClient
        clients.set(key, client)
      }
      return client
    },
  }
}
