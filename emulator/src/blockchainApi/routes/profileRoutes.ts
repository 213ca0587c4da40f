import type { Route } from '../../api/Route.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { BlockchainApiError, badRequest } from '../BlockchainApiError.js'
import { isValidLabel, NAME_RULE_MESSAGE, NAME_SUFFIX, toLabel } from '../nameRule.js'
import { nameSuggestions } from '../nameSuggestions.js'
import { parseAddress } from '../parseAddress.js'
import { parseRegisterRequest } from '../parseRegisterRequest.js'
import { jsonRoute } from './jsonRoute.js'
import { readJsonBody } from './readJsonBody.js'

/**
 * The names registry (`<label>.appkit.id`): resolve a name, reverse-look-up an address,
 * suggest names, and register one after verifying its EIP-191 signature on the local chain the
 * coin type designates.
 */
export function createProfileRoutes(context: BlockchainApiContext): Route[] {
  return [
    jsonRoute('GET', '/v1/profile/account/:name', async ({ params }) => {
      const record = await context.names.find(fullName(params.name ?? ''))
      if (record === undefined) throw new BlockchainApiError(404, 'Name not found')
      return record
    }),
    jsonRoute('GET', '/v1/profile/reverse/:address', async ({ params }) =>
      context.names.reverse(parseAddress(params.address)),
    ),
    jsonRoute('GET', '/v1/profile/suggestions/:label', async ({ params }) => {
      const label = toLabel(params.label ?? '')
      if (label === undefined || !/^[a-z0-9-]{1,63}$/.test(label))
        throw badRequest(NAME_RULE_MESSAGE)
      const names = nameSuggestions(label)
      const registered = await context.names.registered(names)
      return { suggestions: names.map((name) => ({ name, registered: registered.has(name) })) }
    }),
    jsonRoute('POST', '/v1/profile/account', async ({ req }) => {
      const request = parseRegisterRequest(
        await readJsonBody(req),
        Math.floor(context.now() / 1000),
      )
      const chain = context.chains.get(request.chainId)
      if (chain === undefined) {
        throw badRequest(`Unsupported chain: eip155:${request.chainId} is not a local chain`)
      }
      const isValid = await chain.client
        .verifyMessage({
          address: request.address,
          message: request.message,
          signature: request.signature,
        })
        .catch(() => false)
      if (!isValid) throw badRequest('Invalid signature')
      const stored = await context.names.register({
        name: request.name,
        coinType: request.coinType,
        address: request.address,
        attributes: request.attributes,
      })
      if (!stored) throw new BlockchainApiError(409, `Name already registered: ${request.name}`)
      const record = await context.names.find(request.name)
      if (record === undefined) throw new Error(`Name ${request.name} vanished after registration`)
      return record
    }),
  ]
}

/** `<label>.appkit.id` (lowercased) for a full name or a bare label; 400 for anything else. */
function fullName(name: string): string {
  const label = toLabel(name)
  if (label === undefined || !isValidLabel(label)) throw badRequest(NAME_RULE_MESSAGE)
  return `${label}${NAME_SUFFIX}`
}
