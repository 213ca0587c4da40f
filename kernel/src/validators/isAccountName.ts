import { validationError } from './validationError.js'

export const ACCOUNT_NAME_MIN_LENGTH = 4

const ACCOUNT_NAME_CHARACTERS = /^[A-Za-z0-9-]*$/

/**
 * True for an account name to register: letters, digits and hyphens only, at least
 * 4 characters.
 *
 * @example isAccountName('alice-1') // true
 */
export function isAccountName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= ACCOUNT_NAME_MIN_LENGTH &&
    ACCOUNT_NAME_CHARACTERS.test(value)
  )
}

/** Like `isAccountName`, but throws an error saying which rule the name breaks. */
export function assertAccountName(value: unknown): string {
  if (typeof value !== 'string') throw validationError('Account name must be a string')
  if (!ACCOUNT_NAME_CHARACTERS.test(value)) {
    throw validationError('Account name can only contain letters, numbers and hyphens')
  }
  if (value.length < ACCOUNT_NAME_MIN_LENGTH) {
    throw validationError(
      `Account name must be at least ${ACCOUNT_NAME_MIN_LENGTH} characters long`,
    )
  }
  return value
}
