import type { I18n } from '@appkit/kernel'

/**
 * An amount as the form shows it, in the visitor's locale: at most `decimals` decimals, no
 * trailing zeros and, as amounts are typed, no grouping.
 */
export function formatAmount(
  formatNumber: I18n['formatNumber'],
  amount: number,
  decimals = 4,
): string {
  return formatNumber(amount, { maximumFractionDigits: decimals, useGrouping: false })
}

/** A decimal as text, with at most 15 decimals (a double holds them exactly). */
const DECIMAL_TEXT = /^(\d+)(?:\.(\d{1,15}))?$/

/**
 * A decimal written as text ('7500.00', a payment limit) in the visitor's locale, digit for digit
 * (its decimals kept, no grouping); other text shows as it is.
 */
export function formatDecimalText(formatNumber: I18n['formatNumber'], text: string): string {
  const match = DECIMAL_TEXT.exec(text)
  if (!match) return text
  const [, whole = '0', fraction = ''] = match
  const wholeText = formatNumber(BigInt(whole), { useGrouping: false })
  if (!fraction) return wholeText
  // '0.00' in the locale ('0,00', '۰٫۰۰'): its separator and digits, without the zero.
  const zeroAndFraction = formatNumber(Number(`0.${fraction}`), {
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
    useGrouping: false,
  })
  return wholeText + zeroAndFraction.slice(formatNumber(0).length)
}
