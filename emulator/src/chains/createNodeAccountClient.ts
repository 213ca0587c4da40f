import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'

export interface NodeAccountClientParameters {
  rpcUrl: string
  chainId: number
  /** An account the local node holds unlocked (one of the test accounts). */
  account: Address
}

export interface NodeAccountClient {
  wallet: WalletClient<Transport, Chain, Account>
  publicClient: PublicClient<Transport, Chain>
  /** Waits until `hash` is mined; throws, naming `what`, if it reverted. */
  confirm(what: string, hash: Hash): Promise<TransactionReceipt>
  /** Deploys `artifact` with `args` at the address the account's nonce predicts. */
  deploy(
    contract: string,
    artifact: { abi: Abi; bytecode: Hex },
    args: readonly unknown[],
  ): Promise<Address>
}

/**
 * Sends from an unlocked account of a local node and waits for each transaction: deploys
 * committed bytecode at the address the account's nonce predicts, and confirms writes.
 *
 * @example
 * const node = createNodeAccountClient({ rpcUrl, chainId: 31337, account: accounts[17] })
 * const pool = await node.deploy('TestPool', testPoolArtifact, [token])
 * await node.confirm('TestPool approval', await node.wallet.writeContract({ ... }))
 */
export function createNodeAccountClient(
  parameters: NodeAccountClientParameters,
): NodeAccountClient {
  const { rpcUrl, chainId, account } = parameters
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ chain, transport, account })
  const publicClient = createPublicClient({ chain, transport })

  /** Waits until `hash` is mined; throws, naming `what`, if it reverted. */
  async function confirm(what: string, hash: Hash): Promise<TransactionReceipt> {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') {
      throw new Error(`${what} ${hash} reverted on chain ${chainId}.`)
    }
    return receipt
  }

  /**
   * Deploys `artifact` with `args` and checks it landed where the account's nonce says: on a
   * fresh chain that nonce is the same on every run, and so is the address.
   */
  async function deploy(
    contract: string,
    artifact: { abi: Abi; bytecode: Hex },
    args: readonly unknown[],
  ): Promise<Address> {
    const nonce = await publicClient.getTransactionCount({ address: account })
    const hash = await wallet.deployContract({ ...artifact, args })
    const deployed = await confirm(`${contract} deployment`, hash)
    const expected = getContractAddress({ from: account, nonce: BigInt(nonce) })
    if (deployed.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`${contract} landed at ${deployed.contractAddress}, expected ${expected}.`)
    }
    return expected
  }

  return { wallet, publicClient, confirm, deploy }
}
