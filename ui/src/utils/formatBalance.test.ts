import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it("'Balances shown truncated to 3 decimals': truncates, never rounds", () => {
    expect(formatBalance('1.23999')).toBe('1.239')
    expect(formatBalance('9999.98765432', 'ETH')).toBe('9999.987 ETH')
  })

  it("'default 0.000' when the balance is unknown or not a number", () => {
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance('', 'ETH')).toBe('0.000 ETH')
    expect(formatBalance('abc')).toBe('0.000')
  })

  it('pads whole amounts to 3 decimals', () => {
    expect(formatBalance('2', 'SOL')).toBe('2.000 SOL')
  })
})
