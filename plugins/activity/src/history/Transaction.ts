import type { CaipNetworkId } from '@appkit/kernel'

/** What the transaction did, from the account's point of view. */
export type OperationType = 'send' | 'receive' | 'execute' | 'mint'
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'
export type TransferDirection = 'in' | 'out' | 'self'

/** One asset movement of a transaction: a fungible token or an NFT. */
export interface TransactionTransfer {
  direction: TransferDirection
  /** Decimal units as text, e.g. '0.01'. */
  quantity: { numeric: string }
  /** USD value, when known. */
  value?: number
  /** USD per unit, when known. */
  price?: number
  fungible_info?: { name: string; symbol: string; icon?: { url: string } }
  nft_info?: {
    name: string
    flags: { is_spam: boolean }
    content?: { preview?: { url: string } }
  }
}

/** Spec §3 'Transaction: id, metadata (minedAt, chain), transfers (with nft_info.flags.is_spam)'. */
export interface Transaction {
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    /** ISO-8601. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: TransactionStatus
    nonce: number
    /** CAIP-2, e.g. 'eip155:31337'. */
    chain: CaipNetworkId | string
  }
  transfers: readonly TransactionTransfer[]
}

/** One page of GET account/{address}/history: newest first, `next` the cursor of the next page. */
export interface TransactionPage {
  data: readonly Transaction[]
  next: string | null
}
