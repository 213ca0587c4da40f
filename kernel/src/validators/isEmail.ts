import { validationError } from './validationError.js'

const MAX_EMAIL_LENGTH = 254
const MAX_LOCAL_PART_LENGTH = 64
const MAX_LABEL_LENGTH = 63
/** Dot-atom local part: RFC 5322 atext runs separated by single dots. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
const ALL_DIGITS = /^\d+$/

/**
 * True for an email address in a valid format: `local@domain.tld`, ASCII, at most 254
 * characters, a dot-atom local part and a domain of at least two labels whose last label
 * is not all digits.
 *
 * @example isEmail('alice@example.com') // true
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return false
  const at = value.indexOf('@')
  if (at < 1 || at !== value.lastIndexOf('@')) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  const tld = labels[labels.length - 1] ?? ''
  return (
    local.length <= MAX_LOCAL_PART_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= MAX_LABEL_LENGTH && LABEL.test(label)) &&
    tld.length >= 2 &&
    !ALL_DIGITS.test(tld)
  )
}

/** "Email must be valid format to connect or update email": throws 'Invalid email'. */
export function assertEmail(value: unknown): string {
  if (!isEmail(value)) throw validationError('Invalid email')
  return value
}
