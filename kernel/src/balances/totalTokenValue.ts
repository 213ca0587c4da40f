import { truncateDecimals } from '../format/truncateDecimals.js'
import type { TokenBalance } from '../registry/TokenBalance.js'

/** Spec §5/§9: 'token totals 2 decimals'. */
export const TOKEN_TOTAL_DECIMALS = 2

/**
 * The USD value of a list of token balances, truncated to 2 decimals ('0.00' for none): the
 * send state's networkBalanceInUSD and the Account view's total.
 *
 * @example totalTokenValue([{ value: 1.005, ... }, { value: 2.5, ... }]) // '3.50'
 */
export function totalTokenValue(balances: readonly Pick<TokenBalance, 'value'>[]): string {
  const total = balances.reduce(
    (sum, balance) =>
      sum +
      (typeof balance.value === 'number' && Number.isFinite(balance.value) ? balance.value : 0),
    0,
  )
  // Fixed notation first (no exponent), with enough digits that float noise stays below a cent.
  return truncateDecimals(total.toFixed(8), TOKEN_TOTAL_DECIMALS)
}
