// Loaded on first use (`import('./fetchTransactionPage.js')`): it brings effect's Schema.
import type { HttpClient } from '@appkit/kernel'
import { historyUrl } from './historyUrl.js'
import type { TransactionPage } from './Transaction.js'
import { TransactionPageSchema } from './transactionSchema.js'

export interface FetchTransactionPageParameters {
  /** The kit's HTTP client: it adds projectId, st and sv, retries, times out and decodes. */
  api: HttpClient
  /** The blockchain data API's origin (`kit.urls.blockchainApi`). */
  blockchainApiUrl: string
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
  return parameters.api.get(historyUrl(parameters.blockchainApiUrl, parameters.address), {
    schema: TransactionPageSchema,
    query: { chainId: parameters.chainId, cursor: parameters.cursor },
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  })
}
