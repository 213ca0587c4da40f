import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getContractAddress,
  type Hash,
  http,
  type PublicClient,
} from 'viem'
import { testPoolArtifact } from '../chains/testPoolArtifact.js'

export interface DeployTestPoolParameters {
  rpcUrl: string
  chainId: number
  /** Unlocked node account holding the token: deploys the pool and adds its liquidity. */
  provider: Address
  token: Address
  nativeAmount: bigint
  tokenAmount: bigint
}

/**
 * Deploys TestPool (committed bytecode) from `provider`, approves it for `tokenAmount` and adds
 * `nativeAmount` and `tokenAmount` as liquidity. On a fresh chain the provider's nonce is 0,
 * so the pool has the same address on every run.
 *
 * @example
 * const pool = await deployTestPool({ rpcUrl, chainId: 31337, provider: accounts[17], token,
 *   nativeAmount: parseEther('1000'), tokenAmount: 10n ** 24n })
 */
export async function deployTestPool(parameters: DeployTestPoolParameters): Promise<Address> {
  const { rpcUrl, chainId, provider, token, nativeAmount, tokenAmount } = parameters
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ chain, transport, account: provider })
  const publicClient = createPublicClient({ chain, transport })

  const nonce = await publicClient.getTransactionCount({ address: provider })
  const deployHash = await wallet.deployContract({
    abi: testPoolArtifact.abi,
    bytecode: testPoolArtifact.bytecode,
    args: [token],
  })
  const deployed = await waitForSuccess(publicClient, deployHash, 'deployment')
  const pool = getContractAddress({ from: provider, nonce: BigInt(nonce) })
  if (deployed.contractAddress?.toLowerCase() !== pool.toLowerCase()) {
    throw new Error(`TestPool landed at ${deployed.contractAddress}, expected ${pool}.`)
  }
  const approveHash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [pool, tokenAmount],
  })
  await waitForSuccess(publicClient, approveHash, 'approval')
  const liquidityHash = await wallet.writeContract({
    address: pool,
    abi: testPoolArtifact.abi,
    functionName: 'addLiquidity',
    args: [tokenAmount],
    value: nativeAmount,
  })
  await waitForSuccess(publicClient, liquidityHash, 'liquidity')
  return pool
}

async function waitForSuccess(publicClient: PublicClient, hash: Hash, step: string) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`TestPool ${step} ${hash} reverted.`)
  return receipt
}
