import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount.js'
import { parseTokenAmount } from './parseTokenAmount.js'

describe('token amounts', () => {
  it('parses what the user types into the smallest unit', () => {
    expect(parseTokenAmount('0.5', 18)).toBe(5n * 10n ** 17n)
    expect(parseTokenAmount('12', 6)).toBe(12_000_000n)
    expect(parseTokenAmount('.25', 2)).toBe(25n)
    expect(parseTokenAmount(' 1. ', 18)).toBe(10n ** 18n)
  })

  it('refuses zero, negatives, text and more decimals than the token has', () => {
    for (const bad of ['0', '0.0', '-1', 'abc', '1e3', '', '1.2.3']) {
      expect(parseTokenAmount(bad, 18)).toBeUndefined()
    }
    expect(parseTokenAmount('0.001', 2)).toBeUndefined()
  })

  it('formats, cutting to the decimals shown without rounding up', () => {
    expect(formatTokenAmount(1_234_567_890_000_000_000n, 18, 4)).toBe('1.2345')
    expect(formatTokenAmount(10n ** 18n, 18)).toBe('1')
    expect(formatTokenAmount(5n, 18, 6)).toBe('0')
    expect(formatTokenAmount(996_006_981_039_903_216_493n, 18, 4)).toBe('996.0069')
  })
})
