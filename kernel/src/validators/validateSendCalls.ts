import { AppKitError } from '../errors/AppKitError.js'
import { isHex } from './isHex.js'
import { validationError } from './validationError.js'

/** One call of a `wallet_sendCalls` batch (EIP-5792). */
export interface SendCall {
  to?: `0x${string}`
  data?: `0x${string}`
  value?: `0x${string}`
}

function checkCall(call: unknown, index: number): void {
  if (typeof call !== 'object' || call === null) {
    throw validationError(`Invalid call at index ${index}: expected an object`)
  }
  const { to, data } = call as Record<string, unknown>
  if (to !== undefined && !isHex(to)) {
    throw validationError(`Invalid call at index ${index}: "to" must start with 0x`)
  }
  if (data !== undefined && !isHex(data)) {
    throw validationError(`Invalid call at index ${index}: "data" must start with 0x`)
  }
}

/**
 * "Send-calls destinations and data start with 0x": checks a non-empty list of calls whose
 * `to` and `data`, when present, are `0x` hex strings. Throws an AppKitError naming the call.
 *
 * @example validateSendCalls([{ to: '0xabc...', data: '0x' }])
 */
export function validateSendCalls(calls: unknown): readonly SendCall[] {
  try {
    if (!Array.isArray(calls) || calls.length === 0) {
      throw validationError('Calls must be a non-empty array')
    }
    // Index by index: forEach skips the holes of a sparse array, which are not calls.
    for (let index = 0; index < calls.length; index++) checkCall(calls[index], index)
    return calls as readonly SendCall[]
  } catch (error) {
    if (error instanceof AppKitError) throw error
    // A hostile value (throwing getter, revoked proxy) still fails as a validation error.
    throw validationError('Invalid calls', error)
  }
}

/** True when `validateSendCalls` would accept the value. */
export function isSendCalls(value: unknown): value is readonly SendCall[] {
  try {
    validateSendCalls(value)
    return true
  } catch {
    return false
  }
}
