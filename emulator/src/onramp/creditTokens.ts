import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
} from 'viem'

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
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ chain, transport, account: treasury })
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  const receipt = await createPublicClient({ chain, transport }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
  if (receipt.status !== 'success') throw new Error(`The credit ${hash} reverted`)
  return hash
}
