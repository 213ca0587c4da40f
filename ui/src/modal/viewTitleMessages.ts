import { defineMessages } from '@appkit/kernel'

/** The header titles of this package's views. */
export const viewTitleMessages = defineMessages('viewTitle', {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  SwitchNetwork: 'Switch Network',
  ConnectingExternal: 'Connecting',
  WalletSend: 'Send',
  WalletSendSelectToken: 'Select Token',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  ProfileWallets: 'Wallets',
  getWallet: 'Get {name}',
  getAWallet: 'Get a wallet',
})
