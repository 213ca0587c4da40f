import { checksumEvmAddress } from './checksumEvmAddress.js'
import { describeValue } from './describeValue.js'
import { validationError } from './validationError.js'

export interface IsEvmAddressOptions {
  /** Require the `0x` prefix (default true); false also accepts the 40 hex characters alone. */
  requirePrefix?: boolean
  /** A mixed-case address must equal its EIP-55 checksum form (default true). */
  strict?: boolean
}

const WITH_PREFIX = /^0x[0-9a-fA-F]{40}$/
const PREFIX_OPTIONAL = /^(0x)?[0-9a-fA-F]{40}$/

function readOptions(options: IsEvmAddressOptions | undefined): Required<IsEvmAddressOptions> {
  try {
    return { requirePrefix: options?.requirePrefix ?? true, strict: options?.strict ?? true }
  } catch {
    return { requirePrefix: true, strict: true }
  }
}

/**
 * True for an EVM address: `0x` plus 40 hex characters. All-lower and all-upper case are
 * always accepted; mixed case must match the EIP-55 checksum unless `strict: false`.
 *
 * @example isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * @example isEvmAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', { requirePrefix: false }) // true
 */
export function isEvmAddress(value: unknown, options: IsEvmAddressOptions = {}): value is string {
  if (typeof value !== 'string') return false
  const { requirePrefix, strict } = readOptions(options)
  if (!(requirePrefix ? WITH_PREFIX : PREFIX_OPTIONAL).test(value)) return false
  if (!strict) return true
  const hex = value.slice(value.length - 40)
  const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
  return !mixedCase || checksumEvmAddress(hex) === `0x${hex}`
}

/** Like `isEvmAddress`, but throws 'Invalid EVM address: {value}' instead of returning false. */
export function assertEvmAddress(value: unknown, options: IsEvmAddressOptions = {}): string {
  if (!isEvmAddress(value, options)) {
    throw validationError(`Invalid EVM address: ${describeValue(value)}`)
  }
  return value
}
