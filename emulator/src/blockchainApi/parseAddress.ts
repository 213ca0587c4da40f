import { type Address, getAddress, isAddress } from 'viem'
import { badRequest } from './BlockchainApiError.js'
import { showInput } from './showInput.js'

/**
 * An EVM address from a request (0x plus 40 hex digits; mixed case must match the checksum),
 * checksummed. Anything else throws a 400 'Invalid address: {value}'.
 */
export function parseAddress(value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value)) {
    throw badRequest(`Invalid address: ${showInput(value)}`)
  }
  return getAddress(value)
}
