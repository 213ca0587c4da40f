import { validationError } from './validationError.js'

/**
 * True for a one-time code. The spec only says it is a string; we also require it to be
 * non-blank so an empty submission never reaches the embedded wallet.
 *
 * @example isOneTimeCode('123456') // true
 */
export function isOneTimeCode(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** Like `isOneTimeCode`, but throws 'Invalid one-time code'. */
export function assertOneTimeCode(value: unknown): string {
  if (!isOneTimeCode(value)) throw validationError('Invalid one-time code')
  return value
}
