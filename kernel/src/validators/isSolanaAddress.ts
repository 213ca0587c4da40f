import { describeValue } from './describeValue.js'
import { validationError } from './validationError.js'

/** Base58 (Bitcoin alphabet: no 0, O, I, l), 32 to 44 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * True for a Solana address: 32–44 base58 characters.
 *
 * @example isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}

/** Like `isSolanaAddress`, but throws 'Invalid Solana address: {value}'. */
export function assertSolanaAddress(value: unknown): string {
  if (!isSolanaAddress(value)) {
    throw validationError(`Invalid Solana address: ${describeValue(value)}`)
  }
  return value
}
