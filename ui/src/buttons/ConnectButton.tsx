import { useUi } from '../context/useUi.js'
import { useAccount } from '../hooks/useAccount.js'
import { AccountButton } from './AccountButton.js'
import { classNames } from './classNames.js'
import { useThemedElement } from './useThemedElement.js'

export interface ConnectButtonProps {
  /** Default 'Connect Wallet'. */
  label?: string
  className?: string
}

/** Opens the modal; once connected it becomes the account button. */
export function ConnectButton({ label = 'Connect Wallet', className }: ConnectButtonProps) {
  const { kit, preloadModal } = useUi()
  const { isConnected, status } = useAccount()
  const { ref, theme } = useThemedElement<HTMLButtonElement>()
  if (isConnected) return <AccountButton {...(className ? { className } : {})} />
  return (
    <button
      ref={ref}
      type="button"
      className={classNames('appkit-btn appkit-btn--primary', className)}
      data-appkit-theme={theme}
      aria-haspopup="dialog"
      aria-busy={status === 'connecting' ? true : undefined}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onClick={() => kit.open()}
    >
      {label}
    </button>
  )
}
