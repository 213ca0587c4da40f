const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * A decimal amount typed by the user, in the token's smallest unit; undefined when it is not a
 * positive decimal number or has more decimals than the token.
 *
 * @example parseTokenAmount('0.5', 18) // 500000000000000000n
 */
export function parseTokenAmount(text: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(text.trim())
  if (!match) return undefined
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) return undefined
  const value = BigInt(whole + fraction.padEnd(decimals, '0'))
  return value > 0n ? value : undefined
}
