import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { TokenMetadata } from './IndexedTransaction.js'

/**
 * name(), symbol() and (for ERC-20) decimals() of a token contract; a call that fails gives
 * 'Unknown token', '' and 18 (ERC-721 tokens have 0 decimals).
 */
export async function readTokenMetadata(
  client: PublicClient,
  address: Address,
  kind: 'erc20' | 'erc721',
): Promise<TokenMetadata> {
  const read = <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T): Promise<T> =>
    client
      .readContract({ address, abi: erc20Abi, functionName })
      .then((value) => value as T)
      .catch(() => fallback)
  const [name, symbol, decimals] = await Promise.all([
    read('name', 'Unknown token'),
    read('symbol', ''),
    kind === 'erc20' ? read('decimals', 18) : Promise.resolve(0),
  ])
  return { name, symbol, decimals }
}
