import { defineMessages } from '@appkit/kernel'

/** The approval view: the request itself shows in the secure frame, in its own words. */
export const approveTransactionMessages = defineMessages('embeddedWallet.approveTransaction', {
  review: 'Review the request in the secure window below.',
})
