/**
 * Raw integer units as a decimal string in whole units, exactly (no floating point), with no
 * trailing zeros: what a wallet asset's hex balance is worth in tokens.
 *
 * @example formatUnits(1_500_000_000_000_000_000n, 18) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = withoutTrailingZeros(digits.slice(digits.length - decimals))
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

// A loop, not /0+$/: that regex backtracks quadratically on long runs of zeros, and the
// decimals of a wallet asset come from the wallet (untrusted).
function withoutTrailingZeros(text: string): string {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === 48) end--
  return text.slice(0, end)
}
