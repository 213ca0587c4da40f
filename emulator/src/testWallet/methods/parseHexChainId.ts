import { invalidParamsError } from '../ProviderRpcError.js'

/**
 * Reads an EIP-3085/3326 chain id: a 0x-prefixed hexadecimal string without leading zeros,
 * greater than zero and a safe integer. Anything else is a -32602 invalid params error.
 */
export function parseHexChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]*$/.test(value)) {
    throw invalidParamsError(
      `chainId must be a 0x-prefixed hexadecimal string without leading zeros, got ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`,
    )
  }
  const chainId = Number.parseInt(value.slice(2), 16)
  if (!Number.isSafeInteger(chainId)) throw invalidParamsError(`chainId ${value} is too large`)
  return chainId
}
