import { useI18n } from '@appkit/ui'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import type { ActivityRow } from './activityRows.js'
import { ROW_STYLE } from './activityStyles.js'
import { activityViewMessages as m } from './activityViewMessages.js'
import { TransactionRow } from './TransactionRow.js'

/** A month heading and the gap around it. */
export const MONTH_ROW_HEIGHT = 36
/** A transaction (56px) and the 8px gap below it. */
export const TRANSACTION_ROW_HEIGHT = 64
/** Before the first measurement (and on the server): the modal's list area. */
const INITIAL_RECT = { width: 328, height: 420 }

export interface TransactionListProps {
  rows: readonly ActivityRow[]
  hasMore: boolean
  loading: boolean
  onLoadMore: () => void
  timeZone: string | undefined
}

/**
 * The history as a virtual list: only the lines near the viewport are in the DOM. A sentinel
 * after them asks for the next page when it comes into view (infinite scrolling).
 */
export function TransactionList({
  rows,
  hasMore,
  loading,
  onLoadMore,
  timeZone,
}: TransactionListProps) {
  const { t } = useI18n()
  const scroller = useRef<HTMLDivElement | null>(null)
  const sentinel = useRef<HTMLDivElement | null>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) =>
      rows[index]?.kind === 'month' ? MONTH_ROW_HEIGHT : TRANSACTION_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    initialRect: INITIAL_RECT,
  })

  const loadMore = useRef(onLoadMore)
  loadMore.current = onLoadMore
  // A new observer per page: its first report says whether the sentinel is still in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows.length restarts the observer on purpose
  useEffect(() => {
    const root = scroller.current
    const target = sentinel.current
    if (!hasMore || loading || !root || !target || typeof IntersectionObserver === 'undefined') {
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current()
      },
      { root, rootMargin: '0px 0px 240px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, loading, rows.length])

  return (
    <div className="scroller" ref={scroller}>
      <ul
        aria-label={t(m.transactions)}
        aria-busy={loading}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          if (!row) return null
          return (
            <li
              key={item.key}
              style={{ ...ROW_STYLE, height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'month' ? (
                <h3 className="section-title">{row.label}</h3>
              ) : (
                <TransactionRow transaction={row.transaction} timeZone={timeZone} />
              )}
            </li>
          )
        })}
      </ul>
      {hasMore || loading ? (
        <div className="sentinel" ref={sentinel}>
          <span className="spinner" role="status">
            <span className="sr-only">{t(m.loadingMore)}</span>
          </span>
        </div>
      ) : null}
    </div>
  )
}
