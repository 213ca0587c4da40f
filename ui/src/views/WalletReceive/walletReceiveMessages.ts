import { defineMessages } from '@appkit/kernel'

/** WalletReceive: the account's address to receive on. */
export const walletReceiveMessages = defineMessages('walletReceive', {
  /** The QR code's accessible name. */
  qrLabel: 'QR code of your address',
  noWallet: 'No wallet is connected',
  copyAddress: 'Copy address',
  /** `{networks}` lists the networks' names, separated by commas. */
  receiveOnly: 'Receive only on {networks}. Assets sent on another network may be lost.',
})
