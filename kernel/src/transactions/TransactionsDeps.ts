import type { NamespaceAdapter } from '../adapters/NamespaceAdapter.js'
import type { KernelHooks } from '../hooks/hooks.js'
import type { ConnectionRegistry } from '../registry/createConnectionRegistry.js'
import type { AppKitStorage } from '../storage/createStorage.js'
import type { Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { TrackedTransaction } from './TrackedTransaction.js'

export interface TransactionsState {
  /** Every followed transaction of every account and chain, newest first. */
  records: readonly TrackedTransaction[]
}

/** What the kit gives its transactions service. */
export interface TransactionsDeps {
  registry: Pick<ConnectionRegistry, 'store'>
  adapters: ReadonlyMap<ChainNamespace, NamespaceAdapter>
  storage: AppKitStorage
  hooks: Pick<KernelHooks, 'transactionChanged'>
  /** Where a dropped stored record is reported (the kit's logger, as a warning). */
  warn(message: string): void
  now?: () => number
  /** Status checks of pending transactions, default TRANSACTION_POLL_MS. */
  pollIntervalMs?: number
  /** Default STILL_PENDING_AFTER_MS. */
  stillPendingAfterMs?: number
}

/** The part of the service that lives in the first load: the list, shared with the tracker. */
export interface TransactionsCore extends TransactionsDeps {
  store: Store<TransactionsState>
}
