import { isAddressEqual, zeroAddress } from 'viem'
import type { Route } from '../../api/Route.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { badRequest } from '../BlockchainApiError.js'
import type { FungiblePrice } from '../BlockchainApiTypes.js'
import { parseCaip10 } from '../parseCaip10.js'
import { ICON_ASSET_IDS, NATIVE_CURRENCY, PRICES_USD } from '../prices.js'
import { iconUrlFor } from './iconUrlFor.js'
import { jsonRoute } from './jsonRoute.js'
import { readJsonBody } from './readJsonBody.js'

/** The placeholder address wallets and APIs use for a chain's native currency. */
const NATIVE_PLACEHOLDER = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const MAX_ADDRESSES = 100

/**
 * POST /v1/fungible/price { currency: 'usd', addresses: CAIP-10[] }: the committed price of
 * each known fungible on a local chain (the native currency as the zero or 0xEeee… address,
 * and the deployed test tokens), in the order asked; unknown ones are left out.
 */
export function createFungiblePriceRoute(context: BlockchainApiContext): Route {
  return jsonRoute('POST', '/v1/fungible/price', async (request) => {
    const body = await readJsonBody(request.req)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('Body must be a JSON object with currency and addresses')
    }
    const { currency = 'usd', addresses } = body as Record<string, unknown>
    if (typeof currency !== 'string' || currency.toLowerCase() !== 'usd') {
      throw badRequest(`Unsupported currency: ${String(currency).slice(0, 20)} (only usd)`)
    }
    if (!Array.isArray(addresses) || addresses.length > MAX_ADDRESSES) {
      throw badRequest(`'addresses' must be an array of at most ${MAX_ADDRESSES} CAIP-10 ids`)
    }
    const iconUrl = iconUrlFor(request)
    const fungibles: FungiblePrice[] = []
    for (const id of addresses) {
      const { chain, address } = parseCaip10(id)
      if (address === undefined || chain.evmChainId === undefined) continue
      if (!context.chains.has(chain.evmChainId)) continue
      const isNative =
        isAddressEqual(address, zeroAddress) || isAddressEqual(address, NATIVE_PLACEHOLDER)
      const token = isNative
        ? NATIVE_CURRENCY
        : context.tokens.find((known) => isAddressEqual(known.address, address))
      const price = token === undefined ? undefined : PRICES_USD[token.symbol]
      if (token === undefined || price === undefined) continue
      fungibles.push({
        name: token.name,
        symbol: token.symbol,
        iconUrl: iconUrl(ICON_ASSET_IDS[token.symbol] ?? token.symbol),
        price,
      })
    }
    return { fungibles }
  })
}
