import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  type Hash,
  http,
  type PublicClient,
} from 'viem'
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
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ chain, transport, account: spammer })
  const publicClient = createPublicClient({ chain, transport })

  const nonce = await publicClient.getTransactionCount({ address: spammer })
  const deployHash = await wallet.deployContract({
    abi: testNftArtifact.abi,
    bytecode: testNftArtifact.bytecode,
    args: [SPAM_NFT_COLLECTION.name, SPAM_NFT_COLLECTION.symbol, SPAM_NFT_COLLECTION.baseUri],
  })
  const deployed = await waitForSuccess(publicClient, deployHash, chainId)
  const expected = getContractAddress({ from: spammer, nonce: BigInt(nonce) })
  if (deployed.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`The spam NFT landed at ${deployed.contractAddress}, expected ${expected}.`)
  }
  const mintHash = await wallet.writeContract({
    address: expected,
    abi: testNftArtifact.abi,
    functionName: 'mint',
    args: [recipient],
  })
  await waitForSuccess(publicClient, mintHash, chainId)
  return { address: expected, tokenId: 1n, mintHash }
}

async function waitForSuccess(publicClient: PublicClient, hash: Hash, chainId: number) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') {
    throw new Error(`Spam NFT transaction ${hash} failed on chain ${chainId}.`)
  }
  return receipt
}
