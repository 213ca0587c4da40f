import type { TokenBalance } from '../registry/TokenBalance.js'

/** Spec §5: 'Tokens with zero decimals are filtered out of balances.' */
export function dropZeroDecimalTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0)
}
