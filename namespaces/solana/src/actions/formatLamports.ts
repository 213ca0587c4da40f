/**
 * Base units as an untruncated decimal string in whole units, trailing zeros dropped.
 *
 * @example formatLamports(1_500_000_000n, 9) // '1.5'
 */
export function formatLamports(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
