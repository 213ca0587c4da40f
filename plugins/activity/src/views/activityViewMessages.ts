import { defineMessages } from '@appkit/kernel'

/** The Activity view: its states, the pending count and the list of transactions. */
export const activityViewMessages = defineMessages('activity.view', {
  evmOnly: 'Activity is available on EVM networks only.',
  noWallet: 'No wallet is connected',
  loading: 'Loading activity',
  loadFailed: 'Your activity could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No activity yet',
  emptyHint: 'Your transactions on this network will appear here.',
  pending: '{count, plural, other {# pending}}',
  pendingOverLimit: '{limit, number}+ pending',
  transactions: 'Transactions',
  loadingMore: 'Loading more transactions',
})
