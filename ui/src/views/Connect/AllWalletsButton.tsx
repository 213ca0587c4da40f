import { ChevronIcon } from '../../components/icons.js'

/** The Connect view's 'All Wallets' entry. */
export function AllWalletsButton({ onClick }: { onClick(): void }) {
  return (
    <button type="button" className="item" onClick={onClick}>
      <span className="image" aria-hidden="true">
        •••
      </span>
      <span className="item-name">All Wallets</span>
      <span className="chevron">
        <ChevronIcon />
      </span>
    </button>
  )
}
