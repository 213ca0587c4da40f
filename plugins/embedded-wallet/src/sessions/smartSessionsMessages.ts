import { defineMessages } from '@appkit/kernel'

/** Smart sessions' Account view entry and the title of the view it opens. */
export const smartSessionsMessages = defineMessages('embeddedWallet.smartSessions', {
  permissions: 'Permissions',
})
