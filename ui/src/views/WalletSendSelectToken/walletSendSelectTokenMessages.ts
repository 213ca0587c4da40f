import { defineMessages } from '@appkit/kernel'

/** WalletSendSelectToken: the account's tokens to send, searchable. */
export const walletSendSelectTokenMessages = defineMessages('walletSendSelectToken', {
  searchToken: 'Search token',
  noTokenFound: 'No token found',
  /** The list's accessible name. */
  tokens: 'Tokens',
})
