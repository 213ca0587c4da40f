import { formatUnits } from 'viem'
import type { TokenBalance } from '../BlockchainApiTypes.js'
import { ICON_ASSET_IDS, PRICES_USD } from '../prices.js'

/**
 * One balance entry: `amount` base units of `token` on the CAIP-2 chain `caip2`, priced from
 * the committed table; `address` (the token's, not prefixed) is absent for the native currency.
 */
export function toTokenBalance(
  caip2: string,
  token: { name: string; symbol: string; decimals: number },
  address: string | undefined,
  amount: bigint,
  iconUrl: (assetId: string) => string,
): TokenBalance {
  const numeric = formatUnits(amount, token.decimals)
  const price = PRICES_USD[token.symbol] ?? 0
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caip2,
    ...(address !== undefined && { address: `${caip2}:${address}` }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: iconUrl(ICON_ASSET_IDS[token.symbol] ?? token.symbol),
  }
}
