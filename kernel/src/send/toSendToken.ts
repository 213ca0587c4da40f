import type { SendParameters } from '../actions/KitActions.js'
import type { TokenBalance } from '../registry/TokenBalance.js'

/**
 * A token balance as `kit.send` takes it: its decimals as a number, and its chain-prefixed
 * contract address for a token (none for the native currency, which is sent as a plain transfer).
 */
export function toSendToken(
  token: Pick<TokenBalance, 'address' | 'symbol' | 'name' | 'quantity'>,
): SendParameters['token'] {
  return {
    symbol: token.symbol,
    name: token.name,
    decimals: Number(token.quantity.decimals),
    ...(token.address === undefined ? {} : { address: token.address }),
  }
}
