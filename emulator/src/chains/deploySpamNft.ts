import type { Address, Hash } from 'viem'
import { createNodeAccountClient } from './createNodeAccountClient.js'
import { SPAM_NFT_COLLECTION } from './spamNftCollection.js'
import { testNftArtifact } from './testNftArtifact.js'

export interface DeploySpamNftParameters {
  rpcUrl: string
  chainId: number
  /** Unlocked node account that deploys and mints (the last test account). */
  spammer: Address
  /** Receives the one airdropped token (the first test account). */
  recipient: Address
}

export interface DeployedSpamNft {
  address: Address
  tokenId: bigint
  mintHash: Hash
}

/**
 * Deploys the spam ERC-721 collection (TestNft, committed bytecode) from `spammer` and mints
 * token 1 to `recipient`. On a fresh chain the spammer's nonce is 0, so the address is the
 * same on every chain and every run.
 *
 * @example
 * const nft = await deploySpamNft({ rpcUrl, chainId: 31337, spammer: accounts[19], recipient: accounts[0] })
 */
export async function deploySpamNft(parameters: DeploySpamNftParameters): Promise<DeployedSpamNft> {
  const { rpcUrl, chainId, spammer, recipient } = parameters
  const node = createNodeAccountClient({ rpcUrl, chainId, account: spammer })
  const address = await node.deploy('The spam NFT', testNftArtifact, [
    SPAM_NFT_COLLECTION.name,
    SPAM_NFT_COLLECTION.symbol,
    SPAM_NFT_COLLECTION.baseUri,
  ])
  const mintHash = await node.wallet.writeContract({
    address,
    abi: testNftArtifact.abi,
    functionName: 'mint',
    args: [recipient],
  })
  await node.confirm('The spam NFT mint', mintHash)
  return { address, tokenId: 1n, mintHash }
}
