import { keccak_256 } from '@noble/hashes/sha3.js'
import { describeValue } from './describeValue.js'
import { validationError } from './validationError.js'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * The EIP-55 mixed-case checksum form of an EVM address (with or without `0x`): a hex
 * letter is upper case where the matching nibble of keccak-256(lower-case hex) is 8 or more.
 * Throws 'Invalid EVM address: {value}' for anything that is not 40 hex characters.
 *
 * @example checksumEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function checksumEvmAddress(address: string): `0x${string}` {
  if (typeof address !== 'string' || !EVM_ADDRESS.test(address)) {
    throw validationError(`Invalid EVM address: ${describeValue(address)}`)
  }
  const hex = address.slice(address.length - 40).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let checksummed = ''
  for (let index = 0; index < hex.length; index++) {
    const byte = hash[index >> 1] ?? 0
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f
    const char = hex[index] ?? ''
    checksummed += nibble >= 8 ? char.toUpperCase() : char
  }
  return `0x${checksummed}`
}
