import { useId } from 'react'
import { useI18n } from '../i18n/useI18n.js'
import { TransactionRow } from './TransactionRow.js'
import { transactionsMessages as m } from './transactionsMessages.js'
import { useTransactions } from './useTransactions.js'

/**
 * The Account view's Recent transactions: what `kit.transactions` follows for the active account
 * on the active chain, newest first; nothing when there is none.
 */
export function RecentTransactions() {
  const titleId = useId()
  const { t } = useI18n()
  const { transactions } = useTransactions()
  if (transactions.length === 0) return null
  return (
    <section className="list" aria-labelledby={titleId}>
      <h3 className="section-title" id={titleId}>
        {t(m.recent)}
      </h3>
      <ul className="list">
        {transactions.map((record) => (
          <TransactionRow key={`${record.kind}:${record.id}`} record={record} />
        ))}
      </ul>
    </section>
  )
}
