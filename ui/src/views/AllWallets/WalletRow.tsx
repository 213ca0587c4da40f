import type { WalletListing } from '@appkit/kernel'
import { memo } from 'react'
import { WalletTile } from './WalletTile.js'

export interface WalletRowProps {
  wallets: readonly WalletListing[]
  /** The row's offset from the top of the grid, in px. */
  start: number
  imagesPaused: boolean
  imageUrlOf: (wallet: WalletListing) => string | undefined
  onSelect: (wallet: WalletListing) => void
}

/**
 * One row of the virtual grid. Memoised: while scrolling, only the rows coming into range
 * render; the others keep their props (the same row array, start and callbacks).
 */
export const WalletRow = memo(function WalletRow({
  wallets,
  start,
  imagesPaused,
  imageUrlOf,
  onSelect,
}: WalletRowProps) {
  return (
    <li className="grid-row" style={{ transform: `translateY(${start}px)` }}>
      {wallets.map((wallet, column) => (
        <WalletTile
          // By column: a row that shows other wallets (a search's answer, rows reused while
          // scrolling) updates its buttons in place instead of replacing them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the column is the tile's identity here
          key={column}
          wallet={wallet}
          imageUrl={imageUrlOf(wallet)}
          imagesPaused={imagesPaused}
          onSelect={onSelect}
        />
      ))}
    </li>
  )
})
