import { ChevronIcon } from '../../components/icons.js'

export interface ContinueWithWalletProps {
  expanded: boolean
  /** The id of the wallet list it shows. */
  controls: string
  onToggle(): void
}

/** `collapseWallets` / `emailShowWallets` off: one entry that shows the wallets when pressed. */
export function ContinueWithWallet({ expanded, controls, onToggle }: ContinueWithWalletProps) {
  return (
    <button
      type="button"
      className="item"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="image" aria-hidden="true">
        ◇
      </span>
      <span className="item-name">Continue with a wallet</span>
      <span className="chevron" data-expanded={expanded ? 'true' : undefined}>
        <ChevronIcon />
      </span>
    </button>
  )
}
