/** Decimal text with at most this many significant digits survives a trip through a number. */
export const SAFE_SIGNIFICANT_DIGITS = 15

/**
 * Cuts a decimal string down (never up) to `digits` significant digits, so that it becomes a
 * number and back without change and never above the original: the Max amount is stored in
 * the send state's numeric `sendTokenAmount`.
 *
 * @example truncateSignificant('9999.987654321098765432') // '9999.98765432109'
 */
export function truncateSignificant(value: string, digits = SAFE_SIGNIFICANT_DIGITS): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const integer = whole.replace(/^0+(?=\d)/, '')
  const leadingZeros = integer === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0
  const wholeDigits = integer === '0' ? 0 : integer.length
  const keep = Math.max(0, digits - wholeDigits) + leadingZeros
  const cut = fraction.slice(0, keep).replace(/0+$/, '')
  if (wholeDigits > digits) {
    return `${integer.slice(0, digits)}${'0'.repeat(wholeDigits - digits)}`
  }
  return cut ? `${integer}.${cut}` : integer
}
