import type { Address } from 'viem'
import { createNodeAccountClient } from './createNodeAccountClient.js'
import { appKitAccountFactoryArtifact } from './smartAccountArtifacts.js'

/**
 * Deploys AppKitAccountFactory from its committed bytecode. Sent as the deployer's first
 * transaction on a fresh chain, it lands at the same address on every run.
 *
 * @example
 * const factory = await deployAccountFactory({ rpcUrl, chainId: 31337, deployer: SMART_ACCOUNT_RELAYER })
 */
export async function deployAccountFactory(parameters: {
  rpcUrl: string
  chainId: number
  /** An account the node sends for (unlocked or impersonated) that deploys. */
  deployer: Address
}): Promise<Address> {
  const node = createNodeAccountClient({
    rpcUrl: parameters.rpcUrl,
    chainId: parameters.chainId,
    account: parameters.deployer,
  })
  return node.deploy('AppKitAccountFactory', appKitAccountFactoryArtifact, [])
}
