import type { TokenBalance } from '@appkit/kernel'
import { isNativeToken } from './createSwapsController.js'
import type { SwapToken } from './SwapTypes.js'

const DECIMAL = /^\d+(?:\.\d+)?$/

/**
 * The balance of a swap token among the account's token balances (the kit's balance list:
 * the native currency has no address, a token its CAIP-10 on the real network), in the smallest
 * unit; undefined when the list does not have it.
 */
export function balanceOfToken(
  balances: readonly TokenBalance[] | undefined,
  token: SwapToken,
): bigint | undefined {
  const address = token.address.split(':')[2]?.toLowerCase()
  const entry = balances?.find((balance) =>
    isNativeToken(token)
      ? balance.address === undefined && balance.symbol === token.symbol
      : balance.address?.split(':')[2]?.toLowerCase() === address,
  )
  const numeric = entry?.quantity.numeric
  if (numeric === undefined || !DECIMAL.test(numeric)) return undefined
  const [whole = '0', fraction = ''] = numeric.split('.')
  return BigInt(whole + fraction.slice(0, token.decimals).padEnd(token.decimals, '0'))
}
