import { describe, expect, it } from 'vitest'
import { compareDecimals } from './compareDecimals.js'

describe('compareDecimals', () => {
  it('compares decimal strings exactly, beyond float precision', () => {
    expect(compareDecimals('1.50', '1.5')).toBe(0)
    expect(compareDecimals('.5', '0.5')).toBe(0)
    expect(compareDecimals('9999.5', '10000')).toBe(-1)
    expect(compareDecimals('1.000000000000000001', '1')).toBe(1)
    expect(compareDecimals('0.1', '0.10000000000000000001')).toBe(-1)
  })
})
