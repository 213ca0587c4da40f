import type { Route } from '../../api/Route.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { jsonRoute } from './jsonRoute.js'

/**
 * GET /v1/supported-chains: the chains the balance route serves (CAIP-2), the local EVM chains
 * and the Solana chain when it runs, over HTTP and WebSocket alike.
 */
export function createSupportedChainsRoute(context: BlockchainApiContext): Route {
  return jsonRoute('GET', '/v1/supported-chains', async () => {
    const caip2 = [...context.chains.values()].map((chain) => chain.caip2)
    if (context.solana) caip2.push(context.solana.caip2)
    return { http: caip2, ws: caip2 }
  })
}
