import type { Transaction } from '../history/Transaction.js'
import { AMOUNT_STYLE, ITEM_STYLE, META_STYLE } from './activityStyles.js'
import { describeTransaction } from './describeTransaction.js'
import { formatMinedAt } from './formatDates.js'

const ARROWS = { in: '↓', out: '↑', self: '↻' } as const

/** One transaction: what happened, when, its status, and the amount moved. */
export function TransactionRow({
  transaction,
  timeZone,
}: {
  transaction: Transaction
  timeZone: string | undefined
}) {
  const description = describeTransaction(transaction)
  const amount = [description.amount, description.symbol].filter(Boolean).join(' ')
  return (
    <div className="item" style={ITEM_STYLE} data-status={transaction.metadata.status}>
      <span className="image small round" aria-hidden="true">
        {description.direction ? ARROWS[description.direction] : '•'}
      </span>
      <span className="item-name">
        <span>{description.title}</span>
        <span style={META_STYLE}>
          <time dateTime={transaction.metadata.minedAt}>
            {formatMinedAt(transaction.metadata.minedAt, timeZone)}
          </time>
          {' · '}
          <span>{description.status}</span>
        </span>
      </span>
      {amount ? (
        <span style={AMOUNT_STYLE}>
          {amount}
          {description.moreTransfers > 0 ? ` +${description.moreTransfers}` : ''}
        </span>
      ) : null}
    </div>
  )
}
