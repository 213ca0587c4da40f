import { defineMessages } from '@appkit/kernel'

/** The AllWallets view: the searchable, paged wallet list. */
export const allWalletsMessages = defineMessages('allWallets', {
  searchWallet: 'Search wallet',
  searching: 'Searching wallets',
  loading: 'Loading wallets',
  loadingMore: 'Loading more wallets',
  loadFailed: 'Failed to load wallets',
  loadMoreFailed: 'Failed to load more wallets. Try again',
  tryAgain: 'Try again',
  noWalletFound: 'No wallet found',
  /** The grid's accessible name. */
  list: 'All wallets',
})
