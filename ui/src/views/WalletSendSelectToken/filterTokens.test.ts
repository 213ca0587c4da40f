import type { TokenBalance } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { filterTokens } from './filterTokens.js'

function token(symbol: string, name: string): TokenBalance {
  return {
    symbol,
    name,
    chainId: 'eip155:1',
    price: 1,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  }
}
const tokens = [token('ETH', 'Ether'), token('USDC', 'USD Coin'), token('TT', 'Test Token')]

describe('filterTokens', () => {
  it('matches the symbol or the name, ignoring case and spaces', () => {
    expect(filterTokens(tokens, ' usd ').map((t) => t.symbol)).toEqual(['USDC'])
    expect(filterTokens(tokens, 'ether').map((t) => t.symbol)).toEqual(['ETH'])
    expect(filterTokens(tokens, 'T').map((t) => t.symbol)).toEqual(['ETH', 'TT'])
  })

  it('keeps every token for an empty search, none for no match', () => {
    expect(filterTokens(tokens, '')).toBe(tokens)
    expect(filterTokens(tokens, 'zzz')).toEqual([])
  })
})
