import type { CaipAddress } from '../types/CaipNetwork.js'
import { type ChainNamespace, isChainNamespace } from '../types/ChainNamespace.js'
import { describeValue } from './describeValue.js'
import { validationError } from './validationError.js'

export interface ParsedCaipAddress {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
}

const PART = /^\S+$/

function splitCaipAddress(value: unknown): readonly [string, string, string] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== 3 || !parts.every((part) => PART.test(part))) return undefined
  return parts as unknown as readonly [string, string, string]
}

/**
 * True for a CAIP-10 account id: exactly 3 non-empty colon-separated parts (no whitespace)
 * whose namespace is one AppKit knows.
 *
 * @example isCaipAddress('eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  const parts = splitCaipAddress(value)
  return parts !== undefined && isChainNamespace(parts[0])
}

/**
 * Splits a CAIP-10 account id. The spec gives two messages; our reading: a wrong shape
 * (not a string, not exactly 3 parts, an empty part) throws 'Invalid CAIP-10 address: {value}',
 * a well-shaped id with an unknown namespace throws 'Invalid CAIP Address'.
 *
 * @example parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P...') // { chainNamespace: 'solana', ... }
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  const parts = splitCaipAddress(value)
  if (!parts) throw validationError(`Invalid CAIP-10 address: ${describeValue(value)}`)
  const [chainNamespace, chainId, address] = parts
  if (!isChainNamespace(chainNamespace)) throw validationError('Invalid CAIP Address')
  return { chainNamespace, chainId, address }
}

/**
 * Builds a CAIP-10 account id and checks it (throws like `parseCaipAddress`).
 *
 * @example toCaipAddress('eip155', 1, '0xabc') // 'eip155:1:0xabc'
 */
export function toCaipAddress(
  chainNamespace: ChainNamespace,
  chainId: string | number,
  address: string,
): CaipAddress {
  const value = [chainNamespace, chainId, address].map(describeValue).join(':')
  const typed = typeof chainId === 'string' || typeof chainId === 'number'
  if (!typed || typeof address !== 'string') {
    throw validationError(`Invalid CAIP-10 address: ${value}`)
  }
  parseCaipAddress(value)
  return value as CaipAddress
}
