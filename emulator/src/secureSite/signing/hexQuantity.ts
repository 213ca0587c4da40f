import { isHex } from 'viem'
import { invalidParams } from './SignRequestError.js'

/**
 * A JSON-RPC quantity (value, gas, chainId) of a request: undefined when absent; anything
 * present that is not hex is refused rather than dropped.
 */
export function hexQuantity(value: unknown, what: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value) && value.length > 2) return BigInt(value)
  throw invalidParams(what)
}
