import { type Address, erc20Abi } from 'viem'
import { createNodeAccountClient } from '../chains/createNodeAccountClient.js'
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
  const node = createNodeAccountClient({ rpcUrl, chainId, account: provider })
  const pool = await node.deploy('TestPool', testPoolArtifact, [token])
  const approveHash = await node.wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [pool, tokenAmount],
  })
  await node.confirm('TestPool approval', approveHash)
  const liquidityHash = await node.wallet.writeContract({
    address: pool,
    abi: testPoolArtifact.abi,
    functionName: 'addLiquidity',
    args: [tokenAmount],
    value: nativeAmount,
  })
  await node.confirm('TestPool liquidity', liquidityHash)
  return pool
}
