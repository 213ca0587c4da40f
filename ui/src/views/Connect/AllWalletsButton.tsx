import { ChevronIcon } from '../../components/icons.js'
import { useI18n } from '../../i18n/useI18n.js'
import { connectMessages as m } from './connectMessages.js'

/** The Connect view's 'All Wallets' entry. */
export function AllWalletsButton({ onClick }: { onClick(): void }) {
  const { t } = useI18n()
  return (
    <button type="button" className="item" onClick={onClick}>
      <span className="image" aria-hidden="true">
        •••
      </span>
      <span className="item-name">{t(m.allWallets)}</span>
      <span className="chevron">
        <ChevronIcon />
      </span>
    </button>
  )
}
