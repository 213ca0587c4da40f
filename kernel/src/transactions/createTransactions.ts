import { loadOnce } from '../lazy/loadOnce.js'
import { createStore, type Store } from '../store/createStore.js'
import type { AddTransactionInput } from './AddTransactionInput.js'
import type { TransactionTracker } from './createTransactionTracker.js'
import type { TrackedTransaction } from './TrackedTransaction.js'
import type { TransactionsDeps, TransactionsState } from './TransactionsDeps.js'

/**
 * `kit.transactions`: what the kit follows from pending to confirmed or failed. Read one
 * account's list with `selectTransactions` (React: `useTransactions`).
 */
export interface Transactions {
  readonly store: Store<TransactionsState>
  /**
   * Follows a transaction hash or an EIP-5792 bundle id (the kit adds its own sends and swaps).
   * Rejects with a validation error for a malformed hash or id, an unknown network, a family
   * that cannot report statuses, or a 100th pending transaction of one account and chain.
   */
  add(input: AddTransactionInput): Promise<TrackedTransaction>
  destroy(): void
}

/**
 * The kit's transactions. The list is here from the start; the code that checks statuses loads
 * on the first `add`, or at once when the visitor has stored transactions to resume.
 */
export function createTransactions(deps: TransactionsDeps): Transactions {
  const store = createStore<TransactionsState>({ records: [] })
  let tracker: TransactionTracker | undefined
  let destroyed = false
  const load = loadOnce(async () => {
    const { createTransactionTracker } = await import('./createTransactionTracker.js')
    tracker ??= createTransactionTracker({ ...deps, store })
    if (destroyed) tracker.stop()
    return tracker
  })
  if (deps.storage.keys().includes('transactions')) {
    load().catch((error: unknown) => deps.warn(`AppKit transactions: could not load: ${error}`))
  }

  return {
    store,
    async add(input) {
      return (await load()).add(input)
    },
    destroy() {
      destroyed = true
      tracker?.stop()
    },
  }
}
