import { validationError } from '@appkit/kernel/validators'
import { parseUnits } from 'viem'

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * A decimal amount in whole units ('0.01') as base units for `decimals`. Rejects what is not a
 * positive decimal, or has more fraction digits than the token has decimals (no silent rounding).
 *
 * @example parseAmount('0.01', 18) // 10000000000000000n
 */
export function parseAmount(amount: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw validationError(`Invalid token decimals: ${String(decimals)}`)
  }
  const text = typeof amount === 'string' ? amount.trim() : ''
  const match = DECIMAL.exec(text)
  if (!match) throw validationError(`Invalid amount: ${String(amount)}`)
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) {
    throw validationError(`Invalid amount: ${text} has more than ${decimals} decimals`)
  }
  const value = parseUnits(text.startsWith('.') ? `0${text}` : text, decimals)
  if (value <= 0n) throw validationError('The amount must be a positive number')
  return value
}
