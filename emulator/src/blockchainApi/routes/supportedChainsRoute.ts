import type { Route } from '../../api/Route.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { jsonRoute } from './jsonRoute.js'

/** GET /v1/supported-chains: the local chains (CAIP-2), over HTTP and WebSocket alike. */
export function createSupportedChainsRoute(context: BlockchainApiContext): Route {
  return jsonRoute('GET', '/v1/supported-chains', async () => {
    const caip2 = [...context.chains.values()].map((chain) => chain.caip2)
    return { http: caip2, ws: caip2 }
  })
}
