import { type Address, erc20Abi, type Hash } from 'viem'
import { createNodeAccountClient } from '../chains/createNodeAccountClient.js'

export interface CreditTokensParameters {
  rpcUrl: string
  chainId: number
  token: Address
  /** The node's unlocked account holding the token supply. */
  treasury: Address
  to: Address
  amount: bigint
}

/** Transfers tokens from the treasury to `to` and waits until it is mined; the hash. */
export async function creditTokens(parameters: CreditTokensParameters): Promise<Hash> {
  const { rpcUrl, chainId, token, treasury, to, amount } = parameters
  const node = createNodeAccountClient({ rpcUrl, chainId, account: treasury })
  const hash = await node.wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await node.confirm('The credit', hash)
  return hash
}
