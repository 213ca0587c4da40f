import { useUi } from '../context/useUi.js'
import { useAccount } from '../hooks/useAccount.js'
import { useBalance } from '../hooks/useBalance.js'
import { AccountButtonLabel } from './AccountButtonLabel.js'
import { classNames } from './classNames.js'
import { useThemedElement } from './useThemedElement.js'

export interface AccountButtonProps {
  className?: string
}

/** The connected account: balance and short address (0x1234…abcd); opens the Account view. */
export function AccountButton({ className }: AccountButtonProps) {
  const { kit, preloadModal } = useUi()
  const { address, isConnected } = useAccount()
  const { formatted } = useBalance()
  const { ref, theme } = useThemedElement<HTMLButtonElement>()
  if (!isConnected || !address) return null
  return (
    <button
      ref={ref}
      type="button"
      className={classNames('appkit-btn', className)}
      data-appkit-theme={theme}
      aria-haspopup="dialog"
      onPointerEnter={() => preloadModal('Account')}
      onFocus={() => preloadModal('Account')}
      onClick={() => kit.open({ view: 'Account' })}
    >
      <AccountButtonLabel address={address} balance={formatted} />
    </button>
  )
}
