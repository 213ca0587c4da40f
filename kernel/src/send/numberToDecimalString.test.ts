import { describe, expect, it } from 'vitest'
import { numberToDecimalString } from './numberToDecimalString.js'

describe('numberToDecimalString', () => {
  it('writes numbers as plain decimals, expanding exponent form', () => {
    expect(numberToDecimalString(0.1)).toBe('0.1')
    expect(numberToDecimalString(9999.5)).toBe('9999.5')
    expect(numberToDecimalString(1e-7)).toBe('0.0000001')
    expect(numberToDecimalString(1.25e-7)).toBe('0.000000125')
    expect(numberToDecimalString(1.5e21)).toBe('1500000000000000000000')
    expect(numberToDecimalString(1.234e22)).toBe('12340000000000000000000')
  })

  it('is empty for no amount, a negative or a non-finite one', () => {
    expect(numberToDecimalString(undefined)).toBe('')
    expect(numberToDecimalString(-1)).toBe('')
    expect(numberToDecimalString(Number.NaN)).toBe('')
  })
})
