import { shortAddress } from '../utils/shortAddress.js'

export interface AccountButtonLabelProps {
  address: string
  /** The formatted balance ('1.234 ETH'). */
  balance: string
}

/** What the account button shows: a dot, the balance and the short address (0x1234…abcd). */
export function AccountButtonLabel({ address, balance }: AccountButtonLabelProps) {
  return (
    <>
      <span className="appkit-btn__dot" aria-hidden="true" />
      <span className="appkit-btn__muted">{balance}</span>
      <span>{shortAddress(address)}</span>
    </>
  )
}
