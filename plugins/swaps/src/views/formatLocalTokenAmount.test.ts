import { createI18n } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from '../formatTokenAmount.js'
import { formatLocalTokenAmount } from './formatLocalTokenAmount.js'

const inLocale = (locale: string) => createI18n({ locale }).formatNumber

describe('token amounts in the visitor locale', () => {
  it('writes English exactly as formatTokenAmount does, cut and without grouping', () => {
    const formatNumber = inLocale('en')
    for (const [value, decimals, maxDecimals] of [
      [1_234_567_890_000_000_000n, 18, 4],
      [10n ** 18n, 18, 6],
      [5n, 18, 6],
      [996_006_981_039_903_216_493n, 18, 4],
      [123_456_789_012_345_678_901_234_567n, 18, 6],
      [1_500_000_000n, 9, 3],
    ] as const) {
      expect(formatLocalTokenAmount(formatNumber, value, decimals, maxDecimals)).toBe(
        formatTokenAmount(value, decimals, maxDecimals),
      )
    }
  })

  it("uses the locale's decimal separator and digits, never rounding up", () => {
    expect(formatLocalTokenAmount(inLocale('de'), 98_505_999n, 6, 3)).toBe('98,505')
    expect(formatLocalTokenAmount(inLocale('fr'), 1_234_500_000n, 6, 4)).toBe('1234,5')
    expect(formatLocalTokenAmount(inLocale('fa'), 1_500_000_000n, 9, 3)).toBe('۱٫۵')
  })
})
