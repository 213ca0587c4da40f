import { defineMessages } from '@appkit/kernel'

/** One transaction of the Activity view: what it did, and its status. */
export const transactionMessages = defineMessages('activity.transaction', {
  sent: 'Sent',
  received: 'Received',
  executed: 'Executed',
  minted: 'Minted',
  confirmed: 'Confirmed',
  failed: 'Failed',
  pending: 'Pending',
})
