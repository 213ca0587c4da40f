import { expect, it } from 'vitest'
import { formatAmount } from './formatAmount.js'

it('shows at most 4 decimals without trailing zeros', () => {
  expect(formatAmount(50)).toBe('50')
  expect(formatAmount(49.25)).toBe('49.25')
  expect(formatAmount(1 / 3)).toBe('0.3333')
})
