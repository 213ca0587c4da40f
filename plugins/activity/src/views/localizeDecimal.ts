import type { I18n } from '@appkit/kernel'

/** A decimal as text, after a sign or '<' ('-0.01', '+5', '+<0.0001'), with at most 15 decimals. */
const DECIMAL_TEXT = /^([+<-]*)(\d+)(?:\.(\d{1,15}))?$/

/**
 * A decimal written as text (a quantity already cut to its decimals) in the visitor's locale,
 * digit for digit: its digits and decimal separator, no grouping, nothing rounded; the sign and
 * '<' kept. Other text shows as it is.
 *
 * @example localizeDecimal(formatNumber, '-0.01') // '-0,01' in de, '-۰٫۰۱' in fa
 */
export function localizeDecimal(formatNumber: I18n['formatNumber'], text: string): string {
  const match = DECIMAL_TEXT.exec(text)
  if (!match) return text
  const [, prefix = '', whole = '0', fraction = ''] = match
  const wholeText = formatNumber(BigInt(whole), { useGrouping: false })
  if (!fraction) return prefix + wholeText
  // '0.01' in the locale ('0,01', '۰٫۰۱'): its separator and digits, without the zero.
  const zeroAndFraction = formatNumber(Number(`0.${fraction}`), {
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
    useGrouping: false,
  })
  return prefix + wholeText + zeroAndFraction.slice(formatNumber(0).length)
}
