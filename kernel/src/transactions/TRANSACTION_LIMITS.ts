/** Spec §9: 'Pending-transactions limit 99', per account and chain. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** How many finished transactions the Recent list keeps per account and chain. */
export const FINISHED_TRANSACTIONS_KEPT = 20

/** Status checks of pending transactions: viem's default polling interval. */
export const TRANSACTION_POLL_MS = 4_000

/** After this long without a receipt a transaction shows 'still pending' (it is still checked). */
export const STILL_PENDING_AFTER_MS = 5 * 60_000
