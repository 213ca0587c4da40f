import type { CaipNetworkId } from '../types/CaipNetwork.js'
import { type ChainNamespace, isChainNamespace } from '../types/ChainNamespace.js'
import { describeValue } from './describeValue.js'
import { validationError } from './validationError.js'

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  chainId: string
}

const PART = /^\S+$/

function splitCaipNetworkId(value: unknown): readonly [ChainNamespace, string] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== 2) return undefined
  const [chainNamespace, chainId] = parts as [string, string]
  if (!PART.test(chainId) || !isChainNamespace(chainNamespace)) return undefined
  return [chainNamespace, chainId]
}

/**
 * True for a CAIP-2 network id: exactly 2 non-empty colon-separated parts, a known namespace.
 *
 * @example isCaipNetworkId('eip155:1') // true
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return splitCaipNetworkId(value) !== undefined
}

/**
 * Splits a CAIP-2 network id; anything else throws 'Invalid CAIP-2 network id: {value}'
 * (also used for an empty part or an unknown namespace, for which the spec has no message).
 *
 * @example parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // { chainNamespace: 'solana', chainId: '5eyk...' }
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = splitCaipNetworkId(value)
  if (!parts) throw validationError(`Invalid CAIP-2 network id: ${describeValue(value)}`)
  return { chainNamespace: parts[0], chainId: parts[1] }
}

/**
 * Builds a CAIP-2 network id and checks it (throws like `parseCaipNetworkId`).
 *
 * @example toCaipNetworkId('eip155', 8453) // 'eip155:8453'
 */
export function toCaipNetworkId(
  chainNamespace: ChainNamespace,
  chainId: string | number,
): CaipNetworkId {
  const value = [chainNamespace, chainId].map(describeValue).join(':')
  if (typeof chainId !== 'string' && typeof chainId !== 'number') {
    throw validationError(`Invalid CAIP-2 network id: ${value}`)
  }
  parseCaipNetworkId(value)
  return value as CaipNetworkId
}
