import { describe, expect, it } from 'vitest'
import { truncateDecimals } from './truncateDecimals.js'

describe('truncateDecimals (spec §5: balances truncated to 3 decimals, default 0.000)', () => {
  it.each([
    ['9999.98765', 3, '9999.987'],
    ['0.0009', 3, '0.000'],
    ['12', 3, '12.000'],
    ['.5', 3, '0.500'],
    ['007.1', 3, '7.100'],
    ['1.999', 2, '1.99'],
    ['-0.0001', 3, '0.000'],
    ['-1.23456', 3, '-1.234'],
  ])('%s to %i decimals is %s', (value, decimals, expected) => {
    expect(truncateDecimals(value, decimals)).toBe(expected)
  })

  it('defaults to 0.000 for missing or malformed values', () => {
    expect(truncateDecimals(undefined)).toBe('0.000')
    expect(truncateDecimals('')).toBe('0.000')
    expect(truncateDecimals('1e18')).toBe('0.000')
    expect(truncateDecimals('abc')).toBe('0.000')
  })

  it("untrusted input is refused with its documented message, never thrown past the boundary: with 0 decimals what is not a decimal shows as '0', not '0.'", () => {
    for (const value of [undefined, '', '-', '.', 'abc', '1e18']) {
      expect(truncateDecimals(value, 0)).toBe('0')
    }
    expect(truncateDecimals('12.9', 0)).toBe('12')
  })
})
