import type { Route } from '../../api/Route.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { parseAddress } from '../parseAddress.js'
import { chainsFromQuery } from './chainsFromQuery.js'
import { jsonRoute } from './jsonRoute.js'

/**
 * GET /v1/identity/{address}?chainId=…: { name, avatar }, the name being the address's reverse
 * record (its newest registered name) and the avatar that name's `avatar` attribute, else null.
 */
export function createIdentityRoute(context: BlockchainApiContext): Route {
  return jsonRoute('GET', '/v1/identity/:address', async (request) => {
    const owner = parseAddress(request.params.address)
    chainsFromQuery(request.url, context, { required: false })
    const [record] = await context.names.reverse(owner)
    return { name: record?.name ?? null, avatar: record?.attributes.avatar ?? null }
  })
}
