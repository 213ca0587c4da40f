/**
 * An amount in the smallest unit as decimal text, cut (not rounded) to `maxDecimals` with
 * trailing zeros dropped.
 *
 * @example formatTokenAmount(1_234_567_890_000_000_000n, 18, 4) // '1.2345'
 */
export function formatTokenAmount(value: bigint, decimals: number, maxDecimals = 6): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits
    .slice(digits.length - decimals)
    .slice(0, maxDecimals)
    .replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
