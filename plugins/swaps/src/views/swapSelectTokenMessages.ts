import { defineMessages } from '@appkit/kernel'

/** The SwapSelectToken view: the search, the suggested tokens and the lists. */
export const swapSelectTokenMessages = defineMessages('swaps.selectToken', {
  searchTokens: 'Search tokens',
  suggestedTokens: 'Suggested tokens',
  suggestedToken: '{symbol} (suggested)',
  loadingTokens: 'Loading tokens…',
  yourTokens: 'Your tokens',
  tokens: 'Tokens',
  noTokenMatches: 'No token matches',
  symbolWithBalance: '{symbol} · {amount}',
})
