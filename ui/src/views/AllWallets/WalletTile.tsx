import type { WalletListing } from '@appkit/kernel'
import { RemoteImage } from '../../components/RemoteImage.js'

export interface WalletTileProps {
  wallet: WalletListing
  imageUrl: string | undefined
  onSelect: (wallet: WalletListing) => void
}

/** A wallet of the full list: its image (or initials) and its name, as text. */
export function WalletTile({ wallet, imageUrl, onSelect }: WalletTileProps) {
  return (
    <button type="button" className="tile" onClick={() => onSelect(wallet)}>
      <RemoteImage url={imageUrl} name={wallet.name} variant="grid" />
      <span className="tile-name" aria-hidden="true">
        {wallet.name}
      </span>
    </button>
  )
}
