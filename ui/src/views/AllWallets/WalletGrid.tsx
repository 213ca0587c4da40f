import type { WalletListing } from '@appkit/kernel'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type CSSProperties, useEffect, useRef } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useUi } from '../../context/useUi.js'
import { chunk } from '../../utils/chunk.js'
import { listingImageUrl } from '../shared/imageUrls.js'
import { WalletTile } from './WalletTile.js'

export const COLUMNS = 4
/** A tile (about 96px) and the 8px gap below it. */
export const ROW_HEIGHT = 104

export interface WalletGridProps {
  wallets: readonly WalletListing[]
  hasMore: boolean
  loading: boolean
  onLoadMore: () => void
  onSelect: (wallet: WalletListing) => void
}

/**
 * A virtual grid: only the rows near the viewport are in the DOM, so thousands of wallets
 * scroll smoothly. A sentinel after the rows asks for the next page when it comes into view.
 */
export function WalletGrid({ wallets, hasMore, loading, onLoadMore, onSelect }: WalletGridProps) {
  const { kit } = useUi()
  const scroller = useRef<HTMLDivElement | null>(null)
  const sentinel = useRef<HTMLDivElement | null>(null)
  const rows = chunk(wallets, COLUMNS)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
  })

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
      { root, rootMargin: '0px 0px 240px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, wallets.length])

  return (
    <div className="scroller" ref={scroller}>
      <ul
        aria-label="All wallets"
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            className="grid-row"
            style={{ transform: `translateY(${row.start}px)` } as CSSProperties}
          >
            {rows[row.index]?.map((wallet) => (
              <WalletTile
                key={wallet.id}
                wallet={wallet}
                imageUrl={listingImageUrl(kit, wallet)}
                onSelect={onSelect}
              />
            ))}
          </li>
        ))}
      </ul>
      {hasMore || loading ? (
        <div className="sentinel" ref={sentinel}>
          <Spinner label="Loading more wallets" />
        </div>
      ) : null}
    </div>
  )
}
