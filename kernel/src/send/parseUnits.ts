/** A non-negative decimal amount as typed: '1', '1.5', '.5', '1.' (no sign, no exponent). */
export const DECIMAL_AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * A decimal amount in whole units as raw integer units, exactly; digits beyond `decimals` are
 * cut (never rounded up). Throws on text that is not a decimal amount.
 *
 * @example parseUnits('1.5', 18) // 1_500_000_000_000_000_000n
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const text = amount.trim()
  if (!DECIMAL_AMOUNT.test(text)) throw new RangeError(`Not a decimal amount: ${amount}`)
  const [whole = '', fraction = ''] = text.split('.')
  const digits = `${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`
  return BigInt(digits === '' ? '0' : digits)
}
