// Loaded on first use (`import('./fetchTransactionPage.js')`): it brings effect's Schema.
import type { HttpClient } from '@appkit/kernel'
import { historyPath } from './historyPath.js'
import type { TransactionPage } from './Transaction.js'
import { TransactionPageSchema } from './transactionSchema.js'

export interface FetchTransactionPageParameters {
  /** `ctx.blockchainApi`: it adds projectId, st and sv, retries, times out and decodes. */
  api: HttpClient
  address: string
  /** CAIP-2, e.g. 'eip155:31337'. */
  chainId: string
  /** The previous page's `next`; absent for the first page. */
  cursor?: string
  signal?: AbortSignal
}

/** One page of the account's history, decoded strictly; rejects with an AppKitError. */
export function fetchTransactionPage(
  parameters: FetchTransactionPageParameters,
): Promise<TransactionPage> {
  return parameters.api.get(historyPath(parameters.address), {
    schema: TransactionPageSchema,
    query: { chainId: parameters.chainId, cursor: parameters.cursor },
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  })
}
