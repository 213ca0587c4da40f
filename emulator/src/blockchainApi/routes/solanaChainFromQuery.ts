import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import type { LocalSolanaChain } from '../LocalSolanaChain.js'
import { parseChainId } from '../parseChainId.js'

/**
 * The Solana chain a request's `chainId` query parameter (CAIP-2) selects: the emulator's when
 * the parameter names it or is absent, none for any other chain. Malformed: 400 like
 * chainsFromQuery.
 */
export function solanaChainFromQuery(
  url: URL,
  context: BlockchainApiContext,
): LocalSolanaChain | undefined {
  const value = url.searchParams.get('chainId')
  if (value === null || value === '') return context.solana
  const { caip2 } = parseChainId(value)
  return caip2 === context.solana?.caip2 ? context.solana : undefined
}
