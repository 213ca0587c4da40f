import type { TransactionStatus } from '@appkit/kernel'
import { transactionsMessages as m } from './transactionsMessages.js'

/** The label of each status, as the list and the toasts show it. */
export const statusMessages = {
  pending: m.pending,
  confirmed: m.confirmed,
  failed: m.failed,
} as const satisfies Record<TransactionStatus, unknown>
