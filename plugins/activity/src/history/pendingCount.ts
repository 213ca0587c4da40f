import { PENDING_TRANSACTIONS_LIMIT } from '../policies.js'
import type { Transaction } from './Transaction.js'

/** How many of the transactions are pending, counted up to the limit (spec §9: 99). */
export function countPending(
  transactions: readonly Transaction[],
  limit: number = PENDING_TRANSACTIONS_LIMIT,
): number {
  let count = 0
  for (const transaction of transactions) {
    if (transaction.metadata.status !== 'pending') continue
    count += 1
    if (count > limit) break
  }
  return count
}

/** The pending count as shown: '99+' beyond the limit of 99, else the number. */
export function formatPendingCount(
  count: number,
  limit: number = PENDING_TRANSACTIONS_LIMIT,
): string {
  return count > limit ? `${limit}+` : String(count)
}
