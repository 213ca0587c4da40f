import type { CaipNetwork } from '@appkit/kernel'
import { type Chain, type Client, createClient, type Transport } from 'viem'
import { createNetworkTransport, type NetworkTransportOptions } from './createNetworkTransport.js'
import { toViemChain } from './toViemChain.js'

/**
 * A network's viem client: the ranked fallback transport and a minimal chain, no actions
 * attached. Reads import the actions they need from 'viem/actions' (`getBalance(client, ...)`),
 * so only those are bundled, not the whole public client.
 */
export type NetworkClient = Client<Transport, Chain>

export interface PublicClients {
  /** The network's client, created on first use and then reused. */
  get(network: CaipNetwork): NetworkClient
}

/**
 * One viem client per network (and per set of RPC URLs), cached in the returned object: each
 * adapter (so each kit) gets its own, nothing is shared at module level.
 */
export function createPublicClients(options: NetworkTransportOptions): PublicClients {
  const clients = new Map<string, NetworkClient>()
  const publicClients: PublicClients = {
    get(network) {
      const key = `${network.caipNetworkId} ${network.rpcUrls.default.http.join(' ')}`
      let client = clients.get(key)
      if (!client) {
        client = createClient({
          chain: toViemChain(network),
          transport: createNetworkTransport(network, options),
        })
        clients.set(key, client)
      }
      return client
    },
  }
  return publicClients
}
