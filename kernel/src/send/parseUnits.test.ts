import { describe, expect, it } from 'vitest'
import { parseUnits } from './parseUnits.js'

describe('parseUnits', () => {
  it('turns whole units into raw units exactly, cutting digits beyond the decimals', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000000000000000001', 18)).toBe(1n)
    expect(parseUnits('.5', 1)).toBe(5n)
    expect(parseUnits('2.', 2)).toBe(200n)
    expect(parseUnits(' 7 ', 0)).toBe(7n)
    expect(parseUnits('1.999', 2)).toBe(199n)
  })

  it('refuses what is not a decimal amount', () => {
    for (const bad of ['', '-1', '1e3', 'abc', '1.2.3', '.']) {
      expect(() => parseUnits(bad, 18)).toThrowError(RangeError)
    }
  })
})
