import type { Route } from '../../api/Route.js'
import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import type { HistoryTransaction } from '../BlockchainApiTypes.js'
import { decodeHistoryCursor, encodeHistoryCursor, isNewer } from '../historyCursor.js'
import type { IndexedTransaction } from '../IndexedTransaction.js'
import { parseAddress } from '../parseAddress.js'
import { involves, toHistoryTransaction } from '../toHistoryTransaction.js'
import { chainsFromQuery } from './chainsFromQuery.js'
import { iconUrlFor } from './iconUrlFor.js'
import { jsonRoute } from './jsonRoute.js'

/** Transactions per page of GET /v1/account/{address}/history. */
export const HISTORY_PAGE_SIZE = 20

/**
 * GET /v1/account/{address}/history?chainId=eip155:31337&cursor=…: the address's transactions
 * on that local chain, newest first, 20 a page; `next` is the opaque cursor of the following
 * page, null on the last. The chain is indexed up to its latest block on every request.
 */
export function createHistoryRoute(context: BlockchainApiContext): Route {
  const pricedTokens = new Set(context.tokens.map((token) => token.address.toLowerCase()))
  return jsonRoute('GET', '/v1/account/:address/history', async (request) => {
    const owner = parseAddress(request.params.address)
    const [chain] = chainsFromQuery(request.url, context, { required: true })
    const cursorText = request.url.searchParams.get('cursor')
    const after =
      cursorText === null || cursorText === '' ? undefined : decodeHistoryCursor(cursorText)
    if (chain === undefined) return { data: [], next: null }

    const index = await chain.indexer.sync()
    const page: IndexedTransaction[] = []
    let hasMore = false
    for (let at = index.transactions.length - 1; at >= 0; at -= 1) {
      const transaction = index.transactions[at]
      if (transaction === undefined || !involves(transaction, owner)) continue
      if (after !== undefined && !isNewer(after, transaction)) continue
      if (page.length === HISTORY_PAGE_SIZE) {
        hasMore = true
        break
      }
      page.push(transaction)
    }
    const historyContext = {
      chain: chain.caip2,
      tokens: index.tokens,
      pricedTokens,
      spamContracts: context.spamContracts,
      iconUrl: iconUrlFor(request),
    }
    const data: HistoryTransaction[] = page.map((transaction) =>
      toHistoryTransaction(transaction, owner, historyContext),
    )
    const last = page.at(-1)
    return { data, next: hasMore && last !== undefined ? encodeHistoryCursor(last) : null }
  })
}
