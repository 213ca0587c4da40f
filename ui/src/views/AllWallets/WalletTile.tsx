import type { WalletListing } from '@appkit/kernel'
import { memo } from 'react'
import { RemoteImage } from '../../components/RemoteImage.js'

export interface WalletTileProps {
  wallet: WalletListing
  imageUrl: string | undefined
  /** While the grid scrolls: show cached images only, start no new load. */
  imagesPaused: boolean
  onSelect: (wallet: WalletListing) => void
}

/** A wallet of the full list: its image (or initials) and its name, as text. */
export const WalletTile = memo(function WalletTile({
  wallet,
  imageUrl,
  imagesPaused,
  onSelect,
}: WalletTileProps) {
  return (
    <button type="button" className="tile" onClick={() => onSelect(wallet)}>
      <RemoteImage url={imageUrl} name={wallet.name} variant="grid" paused={imagesPaused} />
      <span className="tile-name" dir="auto" aria-hidden="true">
        {wallet.name}
      </span>
    </button>
  )
})
