import { validationError } from './validationError.js'

/** SLIP-44 coin type of Ether, which ENSIP-11 keeps for chain id 1. */
export const ETHEREUM_COIN_TYPE = 60
/** ENSIP-11 sets this bit on an EVM chain id; ids must stay below it. */
const EVM_COIN_TYPE_BIT = 0x80000000

/** True for a chain id that has an ENSIP-11 coin type: an integer in [0, 2147483648). */
export function isCoinTypeChainId(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < EVM_COIN_TYPE_BIT
  )
}

/**
 * ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`, and 60 for chain id 1.
 * Ids at or above 2147483648 (or not non-negative integers) throw 'Invalid chainId'.
 *
 * @example evmChainIdToCoinType(10) // 2147483658
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!isCoinTypeChainId(chainId)) throw validationError('Invalid chainId')
  if (chainId === 1) return ETHEREUM_COIN_TYPE
  return (EVM_COIN_TYPE_BIT | chainId) >>> 0
}
