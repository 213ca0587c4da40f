import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import { type ChainIndexer, createChainIndexer } from './createChainIndexer.js'
import { NATIVE_CURRENCY } from './prices.js'

/** One local chain as the blockchain API sees it: a client to its node and its indexer. */
export interface LocalChain {
  chainId: number
  /** CAIP-2, e.g. 'eip155:31337'. */
  caip2: string
  client: PublicClient
  indexer: ChainIndexer
}

/** A public client (batched JSON-RPC, no retries) and a history indexer for one node. */
export function createLocalChain(chainId: number, rpcUrl: string): LocalChain {
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: NATIVE_CURRENCY,
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({
    chain,
    transport: http(rpcUrl, { batch: { batchSize: 200 }, retryCount: 0 }),
  })
  return { chainId, caip2: `eip155:${chainId}`, client, indexer: createChainIndexer(client) }
}
