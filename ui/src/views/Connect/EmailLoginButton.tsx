import { ChevronIcon } from '../../components/icons.js'

/** The Connect view's 'Continue with email' entry. */
export function EmailLoginButton({ onClick }: { onClick(): void }) {
  return (
    <button type="button" className="item" onClick={onClick}>
      <span className="image" aria-hidden="true">
        @
      </span>
      <span className="item-name">Continue with email</span>
      <span className="chevron">
        <ChevronIcon />
      </span>
    </button>
  )
}
