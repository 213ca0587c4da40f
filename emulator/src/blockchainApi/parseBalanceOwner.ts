import type { Address } from 'viem'
import { isAddress } from 'viem'
import { parseAddress } from './parseAddress.js'
import { isSolanaAddress, type SolanaAddress } from './parseSolanaAddress.js'

/** The owner of a balance request, with the family its address belongs to. */
export type BalanceOwner =
  | { namespace: 'eip155'; address: Address }
  | { namespace: 'solana'; address: SolanaAddress }

/**
 * The address of GET /v1/account/{address}/balance: an EVM address (checksummed) or a Solana
 * one (base58 of 32 bytes). Anything else throws a 400 'Invalid address: {value}'.
 */
export function parseBalanceOwner(value: unknown): BalanceOwner {
  if (typeof value === 'string' && !isAddress(value) && isSolanaAddress(value)) {
    return { namespace: 'solana', address: value }
  }
  return { namespace: 'eip155', address: parseAddress(value) }
}
