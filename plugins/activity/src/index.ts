// @appkit/activity: the public entry point. Only entry points re-export.

export { ACTIVITY_FEATURE } from './ACTIVITY_FEATURE.js'
export { ACTIVITY_SERVICE, type ActivityOptions, activity } from './activity.js'
export type {
  ActivityState,
  ActivityStore,
  FetchPageParameters,
} from './history/createActivityStore.js'
export type { TransactionMonth, TransactionYear } from './history/groupTransactions.js'
export { groupTransactions } from './history/groupTransactions.js'
export { isSpamTransaction } from './history/isSpamTransaction.js'
export { countPending, formatPendingCount } from './history/pendingCount.js'
export type {
  OperationType,
  Transaction,
  TransactionPage,
  TransactionStatus,
  TransactionTransfer,
  TransferDirection,
} from './history/Transaction.js'
export { visibleTransactions } from './history/visibleTransactions.js'
export {
  ACTIVITY_ENTRY_LABEL,
  ACTIVITY_PLUGIN_NAME,
  ACTIVITY_VIEW,
  FETCH_TRANSACTIONS_FAILED,
  PENDING_TRANSACTIONS_LIMIT,
} from './policies.js'
