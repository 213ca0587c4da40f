import { useI18n } from '@appkit/ui'
import type { Transaction } from '../history/Transaction.js'
import { AMOUNT_STYLE, ITEM_STYLE, META_STYLE } from './activityStyles.js'
import { describeTransaction } from './describeTransaction.js'
import { formatMinedAt } from './formatDates.js'
import { localizeDecimal } from './localizeDecimal.js'

const ARROWS = { in: '↓', out: '↑', self: '↻' } as const

/** One transaction: what happened, when, its status, and the amount moved (in the visitor's locale). */
export function TransactionRow({
  transaction,
  timeZone,
}: {
  transaction: Transaction
  timeZone: string | undefined
}) {
  const { t, formatNumber, formatDate } = useI18n()
  const description = describeTransaction(transaction, t)
  const quantity =
    description.amount === undefined ? undefined : localizeDecimal(formatNumber, description.amount)
  // The quantity and the token's symbol (data, as it is).
  const amount = [quantity, description.symbol].filter(Boolean).join(' ')
  return (
    <div className="item" style={ITEM_STYLE} data-status={transaction.metadata.status}>
      <span className="image small round" aria-hidden="true">
        {description.direction ? ARROWS[description.direction] : '•'}
      </span>
      <span className="item-name">
        <span>{description.title}</span>
        <span style={META_STYLE}>
          <time dateTime={transaction.metadata.minedAt}>
            {formatMinedAt(transaction.metadata.minedAt, timeZone, formatDate)}
          </time>
          {' · '}
          <span>{description.status}</span>
        </span>
      </span>
      {amount ? (
        <span style={AMOUNT_STYLE}>
          {amount}
          {description.moreTransfers > 0 ? ` +${formatNumber(description.moreTransfers)}` : ''}
        </span>
      ) : null}
    </div>
  )
}
