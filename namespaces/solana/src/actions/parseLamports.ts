import { validationError } from '@appkit/kernel/validators'

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * A decimal amount in whole units ('0.01') as base units for `decimals` (lamports for SOL).
 * Rejects what is not a positive decimal or has more fraction digits than `decimals`.
 *
 * @example parseLamports('0.5', 9) // 500000000n
 */
export function parseLamports(amount: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw validationError(`Invalid token decimals: ${String(decimals)}`)
  }
  const text = typeof amount === 'string' ? amount.trim() : ''
  const match = DECIMAL.exec(text)
  if (!match) throw validationError(`Invalid amount: ${String(amount)}`)
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) {
    throw validationError(`Invalid amount: ${text} has more than ${decimals} decimals`)
  }
  const value =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (value <= 0n) throw validationError('The amount must be a positive number')
  return value
}
