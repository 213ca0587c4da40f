import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'

describe('formatUnits', () => {
  it('turns raw units into whole units exactly, without trailing zeros', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(123_456_789n, 6)).toBe('123.456789')
    expect(formatUnits(10_000_000n, 6)).toBe('10')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(42n, 0)).toBe('42')
    expect(formatUnits(-5n, 1)).toBe('-0.5')
  })
})

describe('formatUnits on untrusted decimals', () => {
  // With the old /0+$/ trim these took minutes (quadratic backtracking): the test timeout catches it.
  it('stays linear for a huge decimals value (a hostile wallet asset), instead of hanging', () => {
    expect(formatUnits(10n ** 50n, 200_000)).toMatch(/^0\.0{199949}1$/)
    expect(formatUnits(0n, 1_000_000)).toBe('0')
  })
})
