import { ChevronIcon } from '../../components/icons.js'
import { useI18n } from '../../i18n/useI18n.js'
import { connectMessages as m } from './connectMessages.js'

export interface ContinueWithWalletProps {
  expanded: boolean
  /** The id of the wallet list it shows. */
  controls: string
  onToggle(): void
}

/** `collapseWallets` / `emailShowWallets` off: one entry that shows the wallets when pressed. */
export function ContinueWithWallet({ expanded, controls, onToggle }: ContinueWithWalletProps) {
  const { t } = useI18n()
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
      <span className="item-name">{t(m.continueWithWallet)}</span>
      <span className="chevron" data-expanded={expanded ? 'true' : undefined}>
        <ChevronIcon />
      </span>
    </button>
  )
}
