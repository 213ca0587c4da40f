import { activityMessages } from './activityMessages.js'

/** The plugin's name in the kit (`kit.plugins()`). */
export const ACTIVITY_PLUGIN_NAME = 'appkit:activity'

/** The view this plugin registers: the account's transaction history. */
export const ACTIVITY_VIEW = 'Activity'

/** The Account view's entry that opens it (its accessible name, in English). */
export const ACTIVITY_ENTRY_LABEL = activityMessages.accountEntry.message

/** Spec §9 'Pending-transactions limit 99': more pending transactions show as '99+'. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** Spec §8 toast when a page of history cannot be fetched (in English). */
export const FETCH_TRANSACTIONS_FAILED = activityMessages.fetchFailed.message
