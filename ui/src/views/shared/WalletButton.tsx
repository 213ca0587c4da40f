import { ChevronIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'

export interface WalletButtonProps {
  name: string
  imageUrl: string | undefined
  tag?: string | undefined
  onClick: () => void
}

/** One row of a wallet list: image, name, an optional tag ('Recent', 'Installed'). */
export function WalletButton({ name, imageUrl, tag, onClick }: WalletButtonProps) {
  return (
    <button type="button" className="item" onClick={onClick}>
      <RemoteImage url={imageUrl} name={name} />
      <span className="item-name" dir="auto" aria-hidden="true">
        {name}
      </span>
      {tag ? (
        <span className="tag">{tag}</span>
      ) : (
        <span className="chevron">
          <ChevronIcon />
        </span>
      )}
    </button>
  )
}
