import type { TokenBalance } from '@appkit/kernel'

/**
 * The tokens whose symbol or name contains the search, ignoring case and surrounding spaces;
 * every token for an empty search.
 *
 * @example filterTokens(balances, 'us') // USDC, 'US Dollar Tether' ...
 */
export function filterTokens(
  tokens: readonly TokenBalance[],
  search: string,
): readonly TokenBalance[] {
  const query = search.trim().toLowerCase()
  if (query === '') return tokens
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query),
  )
}
