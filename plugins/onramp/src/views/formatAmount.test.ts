import { createI18n } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatDecimalText } from './formatAmount.js'

const inLocale = (locale: string) => createI18n({ locale }).formatNumber

describe('amounts as the form shows them', () => {
  it('shows at most 4 decimals without trailing zeros', () => {
    const formatNumber = inLocale('en')
    expect(formatAmount(formatNumber, 50)).toBe('50')
    expect(formatAmount(formatNumber, 49.25)).toBe('49.25')
    expect(formatAmount(formatNumber, 1 / 3)).toBe('0.3333')
  })

  it("writes them in the visitor's locale, without grouping", () => {
    expect(formatAmount(inLocale('en'), 19700)).toBe('19700')
    expect(formatAmount(inLocale('de'), 98.5)).toBe('98,5')
  })

  it('writes a limit given as text digit for digit, in the locale', () => {
    expect(formatDecimalText(inLocale('en'), '7500.00')).toBe('7500.00')
    expect(formatDecimalText(inLocale('fr'), '10.00')).toBe('10,00')
    expect(formatDecimalText(inLocale('fa'), '25000.00')).toBe('۲۵۰۰۰٫۰۰')
    expect(formatDecimalText(inLocale('de'), 'n/a')).toBe('n/a')
  })
})
