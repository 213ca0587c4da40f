import { describe, expect, it } from 'vitest'
import { totalTokenValue } from './totalTokenValue.js'

describe('totalTokenValue', () => {
  it("'token totals 2 decimals': the USD values summed, truncated to 2 decimals", () => {
    expect(totalTokenValue([{ value: 3000.129 }, { value: 9999.5 }])).toBe('12999.62')
    expect(totalTokenValue([{ value: 0.1 }, { value: 0.2 }])).toBe('0.30')
    expect(totalTokenValue([{ value: 1.999 }])).toBe('1.99')
  })

  it("is '0.00' for no tokens, and counts a token without a value as 0", () => {
    expect(totalTokenValue([])).toBe('0.00')
    expect(totalTokenValue([{}, { value: 2 }])).toBe('2.00')
    expect(totalTokenValue([{ value: 1e-9 }])).toBe('0.00')
  })
})
