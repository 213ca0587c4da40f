import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  http,
} from 'viem'
import { testTokenArtifact } from './testTokenArtifact.js'

export interface DeployTestTokenParameters {
  rpcUrl: string
  chainId: number
  /** Unlocked node account that deploys; its first transaction gives a deterministic address. */
  deployer: Address
  name: string
  symbol: string
  holders: readonly Address[]
  amountPerHolder: bigint
}

/**
 * Deploys TestToken from its committed bytecode and waits for the receipt. On a fresh chain
 * the deployer's nonce is 0, so the address is the same on every chain and every run.
 *
 * @example
 * const address = await deployTestToken({ rpcUrl, chainId: 31337, deployer, name: 'Test Token',
 *   symbol: 'TEST', holders, amountPerHolder: 10n ** 24n })
 */
export async function deployTestToken(parameters: DeployTestTokenParameters): Promise<Address> {
  const { rpcUrl, chainId, deployer, name, symbol, holders, amountPerHolder } = parameters
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ chain, transport, account: deployer })
  const publicClient = createPublicClient({ chain, transport })

  const nonce = await publicClient.getTransactionCount({ address: deployer })
  const hash = await wallet.deployContract({
    abi: testTokenArtifact.abi,
    bytecode: testTokenArtifact.bytecode,
    args: [name, symbol, holders, amountPerHolder],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`TestToken deployment failed on chain ${chainId} (transaction ${hash}).`)
  }
  const expected = getContractAddress({ from: deployer, nonce: BigInt(nonce) })
  if (receipt.contractAddress.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`TestToken landed at ${receipt.contractAddress}, expected ${expected}.`)
  }
  return expected
}
