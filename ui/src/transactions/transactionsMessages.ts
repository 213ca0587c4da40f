import { defineMessages } from '@appkit/kernel'

/** The Recent transactions list and the transaction toasts. */
export const transactionsMessages = defineMessages('transactions', {
  recent: 'Recent transactions',
  transaction: 'Transaction',
  bundle: 'Call bundle',
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  stillPending: 'Still pending: the network has not included it yet',
  viewOnExplorer: 'View on explorer',
  dismiss: 'Dismiss',
  /** A toast: the transaction's name, then its status. */
  toast: '{title}: {status}',
})
