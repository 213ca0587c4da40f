import { useUi } from '../context/useUi.js'
import { useAccount } from '../hooks/useAccount.js'
import { useBalance } from '../hooks/useBalance.js'
import { useI18n } from '../i18n/useI18n.js'
import { AccountButtonLabel } from './AccountButtonLabel.js'
import { buttonsMessages as m } from './buttonsMessages.js'
import { classNames } from './classNames.js'
import { useThemedElement } from './useThemedElement.js'

export interface ConnectButtonProps {
  /** Default 'Connect Wallet', in the visitor's locale. */
  label?: string
  className?: string
}

/**
 * Opens the modal; once connected it becomes the account button. It stays the same <button>
 * element across the change, so the modal's focus restore finds the opener after connecting
 * (a new element would leave focus on <body>).
 */
export function ConnectButton({ label, className }: ConnectButtonProps) {
  const { kit, preloadModal } = useUi()
  const { t } = useI18n()
  const { address, isConnected, status } = useAccount()
  const { formatted } = useBalance()
  const { ref, theme } = useThemedElement<HTMLButtonElement>()
  const account = isConnected && address ? address : undefined
  const preload = () => preloadModal(account ? 'Account' : 'Connect')
  return (
    <button
      ref={ref}
      type="button"
      className={classNames(account ? 'appkit-btn' : 'appkit-btn appkit-btn--primary', className)}
      data-appkit-theme={theme}
      aria-haspopup="dialog"
      aria-busy={!account && status === 'connecting' ? true : undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => (account ? kit.open({ view: 'Account' }) : kit.open())}
    >
      {account ? (
        <AccountButtonLabel address={account} balance={formatted} />
      ) : (
        (label ?? t(m.connectWallet))
      )}
    </button>
  )
}
