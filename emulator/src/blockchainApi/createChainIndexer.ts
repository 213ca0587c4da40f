import { type Address, getAddress, type Hash, type PublicClient } from 'viem'
import { decodeTransferLog } from './decodeTransferLog.js'
import type { IndexedTransaction, IndexedTransfer, TokenMetadata } from './IndexedTransaction.js'
import { readTokenMetadata } from './readTokenMetadata.js'

/** Everything indexed so far on one chain. */
export interface ChainIndex {
  /** Oldest first. */
  transactions: readonly IndexedTransaction[]
  /** Metadata of every token contract seen in a Transfer log, by lowercase address. */
  tokens: ReadonlyMap<string, TokenMetadata>
}

export interface ChainIndexer {
  /**
   * Reads the blocks mined since the last call (blocks with their transactions, the receipts,
   * ERC-20 and ERC-721 Transfer logs) and resolves with the whole index. Calls run one after
   * another. When the last indexed block changed (evm_revert, hardhat_reset) it starts over.
   */
  sync(): Promise<ChainIndex>
}

export interface ChainIndexerOptions {
  /** Blocks fetched per round trip (the transport batches the calls). Default 100. */
  blocksPerRound?: number
}

/**
 * The history indexer of one local chain: incremental, kept in memory, the last indexed block
 * remembered between requests.
 *
 * @example
 * const indexer = createChainIndexer(client)
 * const { transactions } = await indexer.sync()
 */
export function createChainIndexer(
  client: PublicClient,
  options: ChainIndexerOptions = {},
): ChainIndexer {
  const blocksPerRound = BigInt(options.blocksPerRound ?? 100)
  let transactions: IndexedTransaction[] = []
  const tokens = new Map<string, TokenMetadata>()
  let last: { number: bigint; hash: Hash } | undefined
  let queue: Promise<unknown> = Promise.resolve()

  async function isStillCanonical(block: { number: bigint; hash: Hash }): Promise<boolean> {
    const current = await client.getBlock({ blockNumber: block.number }).catch(() => undefined)
    return current?.hash === block.hash
  }

  async function readRound(from: bigint, to: bigint) {
    const numbers: bigint[] = []
    for (let number = from; number <= to; number += 1n) numbers.push(number)
    const blocks = await Promise.all(
      numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    )
    const receipts = await Promise.all(
      blocks.flatMap((block) =>
        block.transactions.map((transaction) =>
          client.getTransactionReceipt({ hash: transaction.hash }),
        ),
      ),
    )
    const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
    const read: IndexedTransaction[] = []
    for (const block of blocks) {
      for (const transaction of block.transactions) {
        const receipt = byHash.get(transaction.hash)
        if (receipt === undefined) continue
        const to = transaction.to ? getAddress(transaction.to) : null
        const contractAddress = receipt.contractAddress ? getAddress(receipt.contractAddress) : null
        const from = getAddress(transaction.from)
        const transfers: IndexedTransfer[] = []
        const valueTo = to ?? contractAddress
        if (transaction.value > 0n && valueTo !== null) {
          transfers.push({ kind: 'native', from, to: valueTo, amount: transaction.value })
        }
        for (const log of receipt.logs) {
          const transfer = decodeTransferLog(log)
          if (transfer !== undefined) transfers.push(transfer)
        }
        read.push({
          hash: transaction.hash,
          blockNumber: block.number,
          index: transaction.transactionIndex,
          timestamp: block.timestamp,
          from,
          to,
          contractAddress,
          nonce: transaction.nonce,
          status: receipt.status === 'success' ? 'confirmed' : 'failed',
          transfers,
        })
      }
    }
    const lastBlock = blocks.at(-1)
    return { read, last: lastBlock ? { number: to, hash: lastBlock.hash } : undefined }
  }

  async function learnTokens(read: readonly IndexedTransaction[]): Promise<void> {
    const unseen = new Map<string, { address: Address; kind: 'erc20' | 'erc721' }>()
    for (const transaction of read) {
      for (const transfer of transaction.transfers) {
        if (transfer.kind === 'native') continue
        const key = transfer.contract.toLowerCase()
        if (!tokens.has(key)) unseen.set(key, { address: transfer.contract, kind: transfer.kind })
      }
    }
    await Promise.all(
      [...unseen].map(async ([key, { address, kind }]) => {
        tokens.set(key, await readTokenMetadata(client, address, kind))
      }),
    )
  }

  async function run(): Promise<ChainIndex> {
    if (last !== undefined && !(await isStillCanonical(last))) {
      transactions = []
      tokens.clear()
      last = undefined
    }
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    let next = last === undefined ? 0n : last.number + 1n
    while (next <= latest) {
      const end = next + blocksPerRound - 1n < latest ? next + blocksPerRound - 1n : latest
      const round = await readRound(next, end)
      await learnTokens(round.read)
      transactions = transactions.concat(round.read)
      last = round.last
      next = end + 1n
    }
    return { transactions, tokens }
  }

  return {
    sync: () => {
      const result = queue.then(run, run)
      queue = result.catch(() => undefined)
      return result
    },
  }
}
