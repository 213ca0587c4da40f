import { createI18n } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { localizeDecimal } from './localizeDecimal.js'

const formatNumberIn = (locale: string) => createI18n({ locale }).formatNumber

describe('localizeDecimal', () => {
  it.each([
    ['en', '-0.01', '-0.01'],
    ['en', '+12345.5', '+12345.5'],
    ['de', '-0.01', '-0,01'],
    ['de', '+<0.0001', '+<0,0001'],
    ['fa', '+5', '+۵'],
    ['fa', '1.2345', '۱٫۲۳۴۵'],
  ])(
    '%s: %s shows as %s (digit for digit, nothing rounded, no grouping)',
    (locale, text, shown) => {
      expect(localizeDecimal(formatNumberIn(locale), text)).toBe(shown)
    },
  )

  it('leaves other text as it is', () => {
    expect(localizeDecimal(formatNumberIn('de'), 'n/a')).toBe('n/a')
  })
})
