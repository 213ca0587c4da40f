import type { WalletListing } from '@appkit/kernel'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useUi } from '../../context/useUi.js'
import { useI18n } from '../../i18n/useI18n.js'
import { listingImageUrl } from '../shared/imageUrls.js'
import { allWalletsMessages as m } from './allWalletsMessages.js'
import { reuseRows } from './reuseRows.js'
import { WalletRow } from './WalletRow.js'

export const COLUMNS = 4
/** A tile (96px) and the 8px gap below it. */
export const ROW_HEIGHT = 104
/** How far below the viewport the sentinel asks for the next page: most of a page of rows. */
const PREFETCH_MARGIN_PX = ROW_HEIGHT * 8

export interface WalletGridProps {
  wallets: readonly WalletListing[]
  /** The search the list is for: a new one scrolls back to the top. */
  search: string
  /** The wallets are the previous search's, shown until this one's answer (aria-busy). */
  stale: boolean
  hasMore: boolean
  loading: boolean
  onLoadMore: () => void
  onSelect: (wallet: WalletListing) => void
}

/**
 * A virtual grid: only the rows near the viewport are in the DOM, so thousands of wallets
 * scroll smoothly. A sentinel after the rows asks for the next page when it comes near.
 * While it scrolls, tiles start no image loads (each is a request and a decode on the main
 * thread) and ignore the pointer (no hover restyle per frame); both resume once it stops.
 */
export const WalletGrid = memo(function WalletGrid({
  wallets,
  search,
  stale,
  hasMore,
  loading,
  onLoadMore,
  onSelect,
}: WalletGridProps) {
  const { kit } = useUi()
  const { t } = useI18n()
  const scroller = useRef<HTMLDivElement | null>(null)
  const sentinel = useRef<HTMLDivElement | null>(null)
  const previousRows = useRef<readonly (readonly WalletListing[])[]>([])
  const rows = useMemo(() => reuseRows(previousRows.current, wallets, COLUMNS), [wallets])
  useEffect(() => {
    previousRows.current = rows
  }, [rows])
  // Each wallet's image URL built once, not on every mount of its row.
  const imageUrlOf = useMemo(() => {
    const urls = new WeakMap<WalletListing, string | undefined>()
    return (wallet: WalletListing) => {
      if (!urls.has(wallet)) urls.set(wallet, listingImageUrl(kit, wallet))
      return urls.get(wallet)
    }
  }, [kit])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    // Images wait for the scroll to stop: a pause of one slow frame should not start them.
    isScrollingResetDelay: 300,
  })
  const scrolling = virtualizer.isScrolling
  const items = virtualizer.getVirtualItems()
  // Read after getVirtualItems, which brings the range up to date.
  const visible = virtualizer.range
  // A list's first tiles show before their image loads start, at mount and after each search
  // answer: a load that settles before that frame (cached, or an SVG parsed on the main thread)
  // would otherwise run first, and Chromium lets loading tasks hold a frame back up to 100 ms.
  const [paintedSearch, setPaintedSearch] = useState<string>()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPaintedSearch(search))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [search])
  const painted = paintedSearch === search

  const shownSearch = useRef(search)
  useLayoutEffect(() => {
    if (shownSearch.current === search) return
    shownSearch.current = search
    if (scroller.current) scroller.current.scrollTop = 0
  }, [search])

  const loadMore = useRef(onLoadMore)
  loadMore.current = onLoadMore
  // A new observer per page: its first report says whether the sentinel is still in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: wallets.length restarts the observer on purpose
  useEffect(() => {
    const root = scroller.current
    const target = sentinel.current
    if (!hasMore || !root || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current()
      },
      { root, rootMargin: `0px 0px ${PREFETCH_MARGIN_PX}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, wallets.length])

  return (
    <div className="scroller" ref={scroller}>
      <ul
        aria-label={t(m.list)}
        className={scrolling ? 'grid-rows scrolling' : 'grid-rows'}
        aria-busy={stale ? 'true' : undefined}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((row) => {
          const rowWallets = rows[row.index]
          // Overscan rows (built ahead, out of sight) load their images once in view.
          const inView =
            visible !== null && row.index >= visible.startIndex && row.index <= visible.endIndex
          return rowWallets ? (
            <WalletRow
              key={row.key}
              wallets={rowWallets}
              start={row.start}
              imagesPaused={scrolling || !painted || !inView}
              imageUrlOf={imageUrlOf}
              onSelect={onSelect}
            />
          ) : null
        })}
      </ul>
      {hasMore || loading ? (
        <div className="sentinel" ref={sentinel}>
          <Spinner label={t(m.loadingMore)} />
        </div>
      ) : null}
    </div>
  )
})
