import { isSpamTransaction } from './isSpamTransaction.js'
import type { Transaction } from './Transaction.js'

/**
 * What the history shows (spec §5): spam hidden, and 'only transactions of the active chain'
 * (`chainId` is CAIP-2, e.g. 'eip155:31337').
 */
export function visibleTransactions(
  transactions: readonly Transaction[],
  chainId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === chainId && !isSpamTransaction(transaction),
  )
}
