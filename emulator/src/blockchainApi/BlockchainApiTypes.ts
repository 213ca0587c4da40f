/** The response shapes of the blockchain data API (the contract the client plugins decode). */

export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2. */
  chainId: string
  /** CAIP-10 ('eip155:31337:0x…'); absent for the native token. */
  address?: string
  /** USD value of the quantity. */
  value: number
  /** USD per unit. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface HistoryTransfer {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
  fungible_info?: { name: string; symbol: string; icon?: { url: string } }
  nft_info?: {
    name: string
    flags: { is_spam: boolean }
    content?: { preview?: { url: string } }
  }
}

export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'execute' | 'mint'
    hash: string
    /** ISO-8601. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed' | 'pending'
    nonce: number
    /** CAIP-2. */
    chain: string
  }
  transfers: HistoryTransfer[]
}

export interface NameRecord {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
  /** ISO-8601. */
  registeredAt: string
}

export interface FungiblePrice {
  name: string
  symbol: string
  iconUrl: string
  price: number
}
