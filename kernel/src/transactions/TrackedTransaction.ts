import type { CaipNetworkId } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

/** Where a tracked transaction stands: pending until the chain (or the wallet) says otherwise. */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/**
 * One transaction (a hash) or EIP-5792 call bundle (an id) the kit follows, per account and
 * chain. Persisted, so a reload resumes the pending ones.
 */
export interface TrackedTransaction {
  /** `hash` for a transaction, `calls` for an EIP-5792 bundle id. */
  kind: 'hash' | 'calls'
  /** The transaction hash or the bundle id. */
  id: string
  namespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  /** The account that sent it. */
  address: string
  /** The wallet that sent a bundle: only it can answer `wallet_getCallsStatus`. */
  connectorId?: string
  status: TransactionStatus
  /** What the app or the kit calls it ('send', 'swap', or the app's own words), untranslated. */
  label?: string
  /** The block explorer page of the transaction, when the network has one (http(s) only). */
  explorerUrl?: string
  /** The hashes of a bundle's transactions, once the wallet reports them. */
  hashes?: readonly string[]
  addedAt: number
  updatedAt: number
  /** Set once it has been pending longer than `stillPendingAfterMs`: the list says so. */
  stillPending?: boolean
}
