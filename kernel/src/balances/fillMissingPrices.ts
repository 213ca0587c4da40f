import type { HttpClient } from '../pipelines/createHttpClient.js'
import type { TokenBalance } from '../registry/TokenBalance.js'
import { FungiblePriceResponse } from './FungiblePriceResponse.js'

/** The address wallets and data APIs give an EVM chain's native currency. */
const EVM_NATIVE_PLACEHOLDER = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The most addresses one price call asks about (the API's limit). */
const MAX_PRICED_ADDRESSES = 100

/**
 * Prices the EVM tokens a balance answer left unpriced (price 0) with `POST /v1/fungible/price`
 * (spec §7), so their fiat value shows; the value is price times quantity. Tokens the price
 * answer does not name keep price 0. Never rejects: when the call fails the list is returned
 * as it was, since a missing price is no reason to hide balances.
 */
export async function fillMissingPrices(
  http: HttpClient,
  balances: readonly TokenBalance[],
): Promise<TokenBalance[]> {
  const unpriced = balances.filter(
    (token) => token.price === 0 && token.chainId.startsWith('eip155:'),
  )
  if (unpriced.length === 0) return [...balances]
  const addresses = unpriced
    .slice(0, MAX_PRICED_ADDRESSES)
    .map((token) => token.address ?? `${token.chainId}:${EVM_NATIVE_PLACEHOLDER}`)
  let prices: Map<string, number>
  try {
    const { fungibles } = await http.post('/v1/fungible/price', {
      schema: FungiblePriceResponse,
      body: { currency: 'usd', addresses },
    })
    prices = new Map(fungibles.map((fungible) => [fungible.symbol.toUpperCase(), fungible.price]))
  } catch {
    return [...balances]
  }
  return balances.map((token) => {
    const price = token.price === 0 ? prices.get(token.symbol.toUpperCase()) : undefined
    if (price === undefined) return token
    return { ...token, price, value: price * Number(token.quantity.numeric) }
  })
}
