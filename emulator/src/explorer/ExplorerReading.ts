import type { ExplorerStatus } from './explorerPageHtml.js'

/** What a chain's node says of one transaction, for the explorer page. */
export interface ExplorerReading {
  status: Extract<ExplorerStatus, 'pending' | 'confirmed' | 'failed'>
  /** The block (EVM) or slot (Solana) it landed in. */
  blockNumber?: bigint
}

/** How one chain family is read: which ids are its transactions, and their status on a node. */
export interface ExplorerChainReader {
  isTransactionId(id: string): boolean
  read(rpcUrl: string, id: string): Promise<ExplorerReading>
}
