import { defineMessages } from '@appkit/kernel'

/** The Account view: the connected account, its entries and its tokens. */
export const accountMessages = defineMessages('account', {
  noWallet: 'No wallet is connected',
  connectAWallet: 'Connect a wallet',
  copyAddress: 'Copy address',
  /** The network image's name when no network is active. */
  network: 'Network',
  selectNetwork: 'Select network',
  send: 'Send',
  receive: 'Receive',
  wallets: 'Wallets',
  tokens: 'Tokens',
  /** Beside 'Tokens': the USD total of the list. */
  total: '· Total {amount}',
})
