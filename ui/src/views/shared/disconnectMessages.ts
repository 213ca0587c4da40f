import { defineMessages } from '@appkit/kernel'

/** The Disconnect button of the Account and UnsupportedChain views. */
export const disconnectMessages = defineMessages('disconnect', {
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
})
