import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { KnownToken } from './KnownToken.js'

export interface EvmHoldings {
  native: bigint
  /** The known tokens the owner holds some of (zero balances and failed reads left out). */
  tokens: { token: KnownToken; amount: bigint }[]
}

/**
 * What an EVM account holds on one local node: its Ether and its balance of each known token,
 * read at once. The blockchain data API and the embedded wallet's own asset discovery both list
 * these, each in its own shape.
 */
export async function readEvmHoldings(
  client: Pick<PublicClient, 'getBalance' | 'readContract'>,
  owner: Address,
  known: readonly KnownToken[],
): Promise<EvmHoldings> {
  const [native, ...amounts] = await Promise.all([
    client.getBalance({ address: owner }),
    ...known.map((token) =>
      client
        .readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })
        .catch(() => 0n),
    ),
  ])
  const tokens = known.flatMap((token, index) => {
    const amount = amounts[index] ?? 0n
    return amount > 0n ? [{ token, amount }] : []
  })
  return { native: native ?? 0n, tokens }
}
