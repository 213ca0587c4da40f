import { describe, expect, it } from 'vitest'
import { formatQuantity } from './formatQuantity.js'

describe('formatQuantity', () => {
  it.each([
    ['0.01', '0.01'],
    ['5', '5'],
    ['10.000000000000000000', '10'],
    ['1.23456789', '1.2345'],
    ['9999.5', '9999.5'],
    ['0.00001', '<0.0001'],
    ['0', '0'],
  ])('%s shows as %s (truncated to 4 decimals, never rounded)', (numeric, shown) => {
    expect(formatQuantity(numeric)).toBe(shown)
  })
})
