import type { TokenBalance } from '../BlockchainApiTypes.js'
import type { LocalSolanaChain } from '../LocalSolanaChain.js'
import { SOLANA_NATIVE_CURRENCY } from '../prices.js'
import { toTokenBalance } from './toTokenBalance.js'

/** SOL (always listed) and the SPL test token (when held) of `owner` on the Solana chain. */
export async function readSolanaBalances(
  chain: LocalSolanaChain,
  owner: string,
  iconUrl: (assetId: string) => string,
): Promise<TokenBalance[]> {
  const [lamports, tokenAmount] = await Promise.all([
    chain.getLamports(owner),
    chain.getTokenAmount(owner),
  ])
  const balances = [
    toTokenBalance(chain.caip2, SOLANA_NATIVE_CURRENCY, undefined, lamports, iconUrl),
  ]
  if (tokenAmount > 0n) {
    balances.push(toTokenBalance(chain.caip2, chain.token, chain.token.mint, tokenAmount, iconUrl))
  }
  return balances
}
