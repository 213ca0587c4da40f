import { describe, expect, it } from 'vitest'
import { parseAmount } from './parseAmount.js'

describe('parseAmount', () => {
  it('turns a decimal in whole units into base units', () => {
    expect(parseAmount('0.01', 18)).toBe(10_000_000_000_000_000n)
    expect(parseAmount('5', 6)).toBe(5_000_000n)
    expect(parseAmount('.5', 1)).toBe(5n)
    expect(parseAmount(' 1.50 ', 2)).toBe(150n)
  })

  it('rejects what is not a positive decimal with a clear message', () => {
    expect(() => parseAmount('abc', 18)).toThrow('Invalid amount: abc')
    expect(() => parseAmount('-1', 18)).toThrow('Invalid amount: -1')
    expect(() => parseAmount('1e18', 18)).toThrow('Invalid amount: 1e18')
    expect(() => parseAmount('0', 18)).toThrow('The amount must be a positive number')
  })

  it('refuses more fraction digits than the token has, instead of rounding', () => {
    expect(() => parseAmount('0.001', 2)).toThrow('Invalid amount: 0.001 has more than 2 decimals')
  })

  it('refuses invalid token decimals', () => {
    expect(() => parseAmount('1', Number.NaN)).toThrow('Invalid token decimals: NaN')
    expect(() => parseAmount('1', -1)).toThrow('Invalid token decimals: -1')
  })
})
