import type { AppKit, TrackedTransaction } from '@appkit/kernel'
import { useEffect, useState } from 'react'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { TOAST_DURATION_MS } from '../toasts/TOAST_TIMINGS.js'
import { adoptStyles } from '../utils/adoptStyles.js'
import { statusMessages } from './statusMessages.js'
import { TRANSACTION_TOAST_CSS } from './TRANSACTION_TOAST_CSS.js'
import { transactionsMessages as m } from './transactionsMessages.js'

/** At most this many transaction toasts at once; the oldest leaves first. */
const SHOWN_AT_ONCE = 3

const keyOf = (record: Pick<TrackedTransaction, 'kind' | 'id' | 'caipNetworkId'>) =>
  `${record.kind}:${record.caipNetworkId}:${record.id}`

/**
 * A toast for every change of a followed transaction (pending, then confirmed or failed, or
 * 'still pending'), outside the modal so it shows while the modal is closed, with the
 * explorer link. A finished one leaves after TOAST_DURATION_MS unless the pointer or focus is
 * on it; Dismiss closes it. Loaded by the provider on the first change.
 */
export function TransactionToasts({ kit, first }: { kit: AppKit; first: TrackedTransaction }) {
  const [shown, setShown] = useState<readonly string[]>([])
  const [held, setHeld] = useState(false)
  const records = useStoreSelector(kit.transactions.store, (state) => state.records, Object.is)
  const i18n = useStoreSelector(kit.i18n.store, (state) => ({
    revision: state.revision,
    locale: state.locale,
    dir: state.dir,
  }))

  useEffect(() => adoptStyles(document, TRANSACTION_TOAST_CSS), [])
  useEffect(() => {
    // Added after the region is on the page, so screen readers announce it.
    const show = (record: TrackedTransaction) =>
      setShown((keys) =>
        [...keys.filter((k) => k !== keyOf(record)), keyOf(record)].slice(-SHOWN_AT_ONCE),
      )
    show(first)
    return kit.hooks.transactionChanged.tap('appkit:ui-transaction-toasts', show)
  }, [kit, first])

  const visible = shown
    .map((key) => records.find((record) => keyOf(record) === key))
    .filter((record): record is TrackedTransaction => record !== undefined)
  const finishedKeys = visible
    .filter((r) => r.status !== 'pending')
    .map(keyOf)
    .join(' ')
  useEffect(() => {
    if (held || finishedKeys === '') return
    const timer = setTimeout(() => {
      const finished = new Set(finishedKeys.split(' '))
      setShown((keys) => keys.filter((key) => !finished.has(key)))
    }, TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [finishedKeys, held])

  const { t } = kit.i18n
  return (
    <section
      className="appkit-tx-toasts"
      aria-label={t(m.recent)}
      lang={i18n.locale}
      dir={i18n.dir}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {visible.map((record) => {
        const title = record.label ?? t(record.kind === 'calls' ? m.bundle : m.transaction)
        return (
          <div
            key={keyOf(record)}
            className="appkit-tx-toast"
            data-status={record.status}
            role={record.status === 'failed' ? 'alert' : 'status'}
          >
            <p>
              {t(m.toast, { title, status: t(statusMessages[record.status]) })}
              {record.stillPending && record.status === 'pending' ? (
                <small>{t(m.stillPending)}</small>
              ) : null}
            </p>
            {record.explorerUrl ? (
              <a href={record.explorerUrl} target="_blank" rel="noopener noreferrer">
                {t(m.viewOnExplorer)}
              </a>
            ) : null}
            <button
              type="button"
              aria-label={`${t(m.dismiss)}: ${title}`}
              onClick={() => setShown((keys) => keys.filter((key) => key !== keyOf(record)))}
            >
              ×
            </button>
          </div>
        )
      })}
    </section>
  )
}
