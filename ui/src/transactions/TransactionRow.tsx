import type { TrackedTransaction } from '@appkit/kernel'
import { useI18n } from '../i18n/useI18n.js'
import { statusMessages } from './statusMessages.js'
import { transactionsMessages as m } from './transactionsMessages.js'

/** A transaction's name: the app's or the kit's label, else what kind it is. */
export function useTransactionTitle(): (record: TrackedTransaction) => string {
  const { t } = useI18n()
  return (record) => record.label ?? t(record.kind === 'calls' ? m.bundle : m.transaction)
}

/** One row of the Recent transactions list: name, status and the explorer link. */
export function TransactionRow({ record }: { record: TrackedTransaction }) {
  const { t } = useI18n()
  const title = useTransactionTitle()(record)
  const status = t(statusMessages[record.status])
  return (
    <li className="item transaction" data-status={record.status}>
      <span className="item-name">
        <span dir="auto">{title}</span>
        {record.stillPending && record.status === 'pending' ? (
          <span className="lead">{t(m.stillPending)}</span>
        ) : null}
      </span>
      <span className="transaction-status" data-status={record.status}>
        {status}
      </span>
      {record.explorerUrl ? (
        <a
          className="icon-btn"
          href={record.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t(m.viewOnExplorer)}: ${title}`}
        >
          ↗
        </a>
      ) : null}
    </li>
  )
}
