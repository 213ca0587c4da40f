import { describe, expect, it } from 'vitest'
import { truncateSignificant } from './truncateSignificant.js'

describe('truncateSignificant', () => {
  it('keeps at most 15 significant digits, cutting down, so a number round-trips exactly', () => {
    const cases: [string, string][] = [
      ['9999.987654321098765432', '9999.98765432109'],
      ['0.000123456789012345678', '0.000123456789012345'],
      ['1.5', '1.5'],
      ['12.000000000000000001', '12'],
      ['0', '0'],
      ['1234567890123456789', '1234567890123450000'],
    ]
    for (const [input, expected] of cases) {
      const cut = truncateSignificant(input)
      expect(cut).toBe(expected)
      expect(String(Number(cut))).toBe(cut)
    }
  })
})
