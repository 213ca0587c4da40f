import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
  serializeErc6492Signature,
  type WalletClient,
} from 'viem'
import {
  appKitAccountFactoryArtifact,
  appKitSmartAccountArtifact,
} from '../../chains/smartAccountArtifacts.js'
import { localChain } from '../signing/localChain.js'
import { type SmartAccountCall, signExecute, signHashForAccount } from './smartAccountSignatures.js'

/** Every owner has one smart account per chain: the factory's account for salt 0. */
export const SMART_ACCOUNT_SALT = 0n

/** At most this many batches are remembered for wallet_getCallsStatus (the oldest go first). */
export const CALLS_STATUS_LIMIT = 1_000

/** An owner's smart account on one chain, as accountOf found it. */
export interface ResolvedSmartAccount {
  address: Address
  deployed: boolean
}

/** A chain where smart accounts are enabled: its node and the deployed AppKitAccountFactory. */
export interface SmartAccountChain {
  chainId: number
  rpcUrl: string
  factory: Address
}

export interface SmartAccountRelayerOptions {
  chains: readonly SmartAccountChain[]
  /** The node account (unlocked on the emulator's nodes) that submits and pays the gas. */
  relayer: Address
  /** How many batches wallet_getCallsStatus remembers; default CALLS_STATUS_LIMIT. */
  callsStatusLimit?: number
}

/** What wallet_getCallsStatus answers (EIP-5792), for a batch this relayer submitted. */
export interface CallsStatus {
  version: '2.0.0'
  id: string
  chainId: Hex
  /** 100 pending, 200 confirmed, 500 reverted on chain. */
  status: 100 | 200 | 500
  atomic: true
  receipts?: readonly {
    logs: readonly { address: Address; data: Hex; topics: readonly Hex[] }[]
    status: '0x1' | '0x0'
    blockHash: Hash
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hash
  }[]
}

export interface SmartAccountRelayer {
  /** CAIP-2 ids of the chains where smart accounts are enabled (the factory is deployed). */
  readonly networks: readonly string[]
  isEnabled(chainId: number): boolean
  /** `owner`'s smart account on `chainId` (deployed or not); undefined where not enabled. */
  accountOf(owner: Address, chainId: number): Promise<ResolvedSmartAccount | undefined>
  /**
   * The contracts the owner key must never sign typed data for, nor call as an EOA: `owner`'s
   * smart account on every enabled chain, and the factories.
   */
  guardedContracts(owner: Address): Promise<Address[]>
  /**
   * A signature of `hash` that ERC-1271 accepts for `owner`'s `account` (as accountOf resolved
   * it); while the account is not deployed, wrapped per ERC-6492 (factory, createAccount
   * calldata, signature, suffix).
   */
  signHash(
    owner: LocalAccount,
    chainId: number,
    account: ResolvedSmartAccount,
    hash: Hex,
  ): Promise<Hex>
  /**
   * Runs `calls` from `owner`'s `account` as one batch: the owner signs it, the relayer submits
   * it (deploying the account in the same transaction when needed) and pays the gas. Resolves
   * with the transaction hash once submitted.
   */
  execute(
    owner: LocalAccount,
    chainId: number,
    account: ResolvedSmartAccount,
    calls: readonly SmartAccountCall[],
  ): Promise<Hash>
  /**
   * The status of a batch `execute` submitted for `owner` (its id is the transaction hash);
   * undefined for another owner's batch, as for an unknown id.
   */
  callsStatus(owner: Address, id: string): Promise<CallsStatus | undefined>
}

interface ChainClients {
  chain: SmartAccountChain
  publicClient: PublicClient
  wallet: WalletClient
  /** Batches go one at a time per chain: each reads the account's nonce the last one used. */
  queue: Promise<unknown>
}

/**
 * The secure site's stand-in for an ERC-4337 bundler and paymaster (the emulator runs neither,
 * nor an entry point): it asks the owner key for signatures and submits the signed batches to
 * AppKitSmartAccount / AppKitAccountFactory from a relayer account that pays the gas.
 */
export function createSmartAccountRelayer(
  options: SmartAccountRelayerOptions,
): SmartAccountRelayer {
  const clients = new Map<number, ChainClients>()
  for (const chain of options.chains) {
    const viemChain = localChain(chain.chainId, chain.rpcUrl)
    const transport = http(chain.rpcUrl, { retryCount: 0 })
    clients.set(chain.chainId, {
      chain,
      publicClient: createPublicClient({ chain: viemChain, transport }) as PublicClient,
      wallet: createWalletClient({ chain: viemChain, transport, account: options.relayer }),
      queue: Promise.resolve(),
    })
  }
  /** Batches submitted, by lower-case id, with their chain and owner; the newest last. */
  const submitted = new Map<string, { chainId: number; owner: Address }>()

  function remember(id: Hash, chainId: number, owner: Address) {
    submitted.set(id.toLowerCase(), { chainId, owner })
    while (submitted.size > (options.callsStatusLimit ?? CALLS_STATUS_LIMIT)) {
      const oldest = submitted.keys().next().value
      if (oldest === undefined) break
      submitted.delete(oldest)
    }
  }

  function clientsOf(chainId: number): ChainClients {
    const found = clients.get(chainId)
    if (!found) throw new Error(`Smart accounts are not enabled on chain ${chainId}`)
    return found
  }

  async function accountOf(owner: Address, chainId: number) {
    const found = clients.get(chainId)
    if (!found) return undefined
    const address = (await found.publicClient.readContract({
      address: found.chain.factory,
      abi: appKitAccountFactoryArtifact.abi,
      functionName: 'getAddress',
      args: [owner, SMART_ACCOUNT_SALT],
    })) as Address
    const code = await found.publicClient.getCode({ address })
    return { address, deployed: code !== undefined && code !== '0x' }
  }

  async function submit(
    owner: LocalAccount,
    chainId: number,
    address: Address,
    calls: readonly SmartAccountCall[],
  ): Promise<Hash> {
    const { publicClient, wallet, chain } = clientsOf(chainId)
    // Read again here: a batch queued before this one may have deployed the account.
    const code = await publicClient.getCode({ address })
    const account = { address, deployed: code !== undefined && code !== '0x' }
    const nonce = account.deployed
      ? ((await publicClient.readContract({
          address: account.address,
          abi: appKitSmartAccountArtifact.abi,
          functionName: 'nonce',
        })) as bigint)
      : 0n
    const signature = await signExecute(owner, {
      account: account.address,
      chainId,
      calls,
      nonce,
    })
    const request = account.deployed
      ? {
          address: account.address,
          abi: appKitSmartAccountArtifact.abi,
          functionName: 'executeBatchWithSignature',
          args: [calls, signature],
        }
      : {
          address: chain.factory,
          abi: appKitAccountFactoryArtifact.abi,
          functionName: 'createAccountAndExecute',
          args: [owner.address, SMART_ACCOUNT_SALT, calls, signature],
        }
    // Simulated first: a batch that would revert is refused with its reason, and costs nothing.
    await publicClient.simulateContract({ ...request, account: wallet.account })
    const hash = await wallet.writeContract({
      ...request,
      account: wallet.account ?? null,
      chain: wallet.chain,
    })
    remember(hash, chainId, owner.address)
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    return hash
  }

  return {
    networks: options.chains.map((chain) => `eip155:${chain.chainId}`),
    isEnabled: (chainId) => clients.has(chainId),
    accountOf,
    async guardedContracts(owner) {
      const found: Address[] = []
      for (const { chain } of clients.values()) {
        found.push(chain.factory)
        const account = await accountOf(owner, chain.chainId)
        if (account) found.push(account.address)
      }
      return found
    },
    async signHash(owner, chainId, account, hash) {
      const { chain } = clientsOf(chainId)
      const signature = await signHashForAccount(owner, {
        account: account.address,
        chainId,
        hash,
      })
      if (account.deployed) return signature
      return serializeErc6492Signature({
        address: chain.factory,
        data: encodeFunctionData({
          abi: appKitAccountFactoryArtifact.abi,
          functionName: 'createAccount',
          args: [owner.address, SMART_ACCOUNT_SALT],
        }),
        signature,
      })
    },
    execute(owner, chainId, account, calls) {
      const chainClients = clientsOf(chainId)
      const run = chainClients.queue.then(
        () => submit(owner, chainId, account.address, calls),
        () => submit(owner, chainId, account.address, calls),
      )
      chainClients.queue = run.catch(() => undefined)
      return run
    },
    async callsStatus(owner, id) {
      const batch = submitted.get(id.toLowerCase())
      if (!batch || batch.owner.toLowerCase() !== owner.toLowerCase()) return undefined
      const { chainId } = batch
      const { publicClient } = clientsOf(chainId)
      const receipt = await publicClient
        .getTransactionReceipt({ hash: id as Hash })
        .catch(() => undefined)
      const base = {
        version: '2.0.0',
        id,
        chainId: `0x${chainId.toString(16)}`,
        atomic: true,
      } as const
      if (!receipt) return { ...base, status: 100 }
      return {
        ...base,
        status: receipt.status === 'success' ? 200 : 500,
        receipts: [
          {
            logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            status: receipt.status === 'success' ? '0x1' : '0x0',
            blockHash: receipt.blockHash,
            blockNumber: `0x${receipt.blockNumber.toString(16)}`,
            gasUsed: `0x${receipt.gasUsed.toString(16)}`,
            transactionHash: receipt.transactionHash,
          },
        ],
      }
    },
  }
}
