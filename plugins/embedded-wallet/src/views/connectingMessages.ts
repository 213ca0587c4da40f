import { defineMessages } from '@appkit/kernel'

/** What the social and farcaster logins' views share: their failure and their buttons. */
export const connectingMessages = defineMessages('embeddedWallet.connecting', {
  failed: 'Connection failed',
  cancel: 'Cancel',
  tryAgain: 'Try again',
})
