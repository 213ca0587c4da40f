import type { Address } from 'viem'
import { createNodeAccountClient } from './createNodeAccountClient.js'
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
  const node = createNodeAccountClient({ rpcUrl, chainId, account: deployer })
  return node.deploy('TestToken', testTokenArtifact, [name, symbol, holders, amountPerHolder])
}
