import type { TransactionYear } from '../history/groupTransactions.js'
import type { Transaction } from '../history/Transaction.js'
import { type FormatDate, formatMonthHeading } from './formatDates.js'

/** One line of the virtual list: a month's heading, or a transaction. */
export type ActivityRow =
  | { kind: 'month'; key: string; label: string }
  | { kind: 'transaction'; key: string; transaction: Transaction }

/**
 * The grouped history as the list's lines: each month's heading (in the locale of `formatDate`,
 * English by default), then its transactions.
 */
export function activityRows(
  groups: readonly TransactionYear[],
  formatDate?: FormatDate,
): ActivityRow[] {
  return groups.flatMap((year) =>
    year.months.flatMap((month): ActivityRow[] => [
      {
        kind: 'month',
        key: `month:${month.year}-${month.month}`,
        label: formatMonthHeading(month.year, month.month, formatDate),
      },
      ...month.transactions.map(
        (transaction): ActivityRow => ({
          kind: 'transaction',
          key: `tx:${transaction.id}`,
          transaction,
        }),
      ),
    ]),
  )
}
