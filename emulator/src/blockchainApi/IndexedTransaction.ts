import type { Address, Hash } from 'viem'

/** A value moved by a transaction: the native value, or an ERC-20 / ERC-721 Transfer log. */
export type IndexedTransfer =
  | { kind: 'native'; from: Address; to: Address; amount: bigint }
  | { kind: 'erc20'; contract: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'erc721'; contract: Address; from: Address; to: Address; tokenId: bigint }

/** One mined transaction of a local chain, as the indexer keeps it. */
export interface IndexedTransaction {
  hash: Hash
  blockNumber: bigint
  /** Position in its block. */
  index: number
  /** Block timestamp, unix seconds. */
  timestamp: bigint
  from: Address
  to: Address | null
  /** The contract a deployment created. */
  contractAddress: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: readonly IndexedTransfer[]
}

/** What the indexer read from a token contract (name(), symbol(), decimals()). */
export interface TokenMetadata {
  name: string
  symbol: string
  decimals: number
}
