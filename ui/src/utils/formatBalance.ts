import { truncateDecimals } from '@appkit/kernel'

/** 'Balances shown truncated to 3 decimals' (spec §5, §9). */
export const BALANCE_DECIMALS = 3

/**
 * A balance as the modal shows it: truncated (never rounded) to 3 decimals, '0.000' when
 * unknown, followed by the symbol when there is one.
 *
 * @example formatBalance('1.23456', 'ETH') // '1.234 ETH'
 */
export function formatBalance(balance: string | undefined, symbol?: string): string {
  const amount = truncateDecimals(balance, BALANCE_DECIMALS)
  return symbol ? `${amount} ${symbol}` : amount
}
