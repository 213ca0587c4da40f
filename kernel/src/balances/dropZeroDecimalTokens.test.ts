import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../registry/TokenBalance.js'
import { dropZeroDecimalTokens } from './dropZeroDecimalTokens.js'

function token(symbol: string, decimals: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }
}

describe('dropZeroDecimalTokens', () => {
  it("'Tokens with zero decimals are filtered out of balances'", () => {
    const kept = dropZeroDecimalTokens([token('ETH', '18'), token('NFT', '0'), token('USDC', '6')])
    expect(kept.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  })
})
