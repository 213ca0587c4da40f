import { type AppKitError, createStore, type Store, toAppKitError } from '@appkit/kernel'
import { groupTransactions, type TransactionYear } from './groupTransactions.js'
import { countPending } from './pendingCount.js'
import type { Transaction, TransactionPage } from './Transaction.js'
import { visibleTransactions } from './visibleTransactions.js'

/** Spec §3 'Transaction state: list grouped by year then month, loading, empty, next cursor'. */
export interface ActivityState {
  /** The account and chain (CAIP-2) the list is for; undefined before the first load. */
  address: string | undefined
  chainId: string | undefined
  /** Every transaction shown, newest first: the active chain's, spam hidden. */
  transactions: readonly Transaction[]
  /** The same transactions grouped by year, then month. */
  groups: readonly TransactionYear[]
  /** Pending transactions among them, counted up to the limit and one more (99 shows '99+'). */
  pending: number
  loading: boolean
  /** Nothing to show: no transaction and no further page, or the last fetch failed. */
  empty: boolean
  /** The cursor of the next page; undefined at the end (and after a failure). */
  next: string | undefined
  /** The last fetch failed (the list stays, `empty` is true and the cursor cleared). */
  error: AppKitError | undefined
}

export interface FetchPageParameters {
  address: string
  chainId: string
  cursor?: string
  signal: AbortSignal
}

export interface ActivityStoreOptions {
  fetchPage(parameters: FetchPageParameters): Promise<TransactionPage>
  /** The months of the grouping are those of this time zone; default the page's. */
  timeZone?: string
  /** Called once per failed fetch (the plugin shows 'Failed to fetch transactions'). */
  onFailure?(error: AppKitError): void
}

export interface ActivityStore {
  readonly store: Store<ActivityState>
  /**
   * Shows the history of an account on a chain from its first page: a new account or chain
   * starts over; the same one is fetched again only with `refresh` (or when nothing is loaded).
   */
  load(address: string, chainId: string, options?: { refresh?: boolean }): Promise<void>
  /** Fetches the next page, when there is a cursor and nothing is loading. */
  loadMore(): Promise<void>
  /** Forgets the list (the account disconnected); a fetch in flight is abandoned. */
  reset(): void
}

function initialState(): ActivityState {
  return {
    address: undefined,
    chainId: undefined,
    transactions: [],
    groups: [],
    pending: 0,
    loading: false,
    empty: false,
    next: undefined,
    error: undefined,
  }
}

/**
 * One kit's transaction history (spec §4 'Transaction history: loading, then loaded with next
 * cursor; on failure empty is true and cursor cleared'). Pages are appended as they arrive; a
 * response for an account or chain no longer shown is dropped.
 */
export function createActivityStore(options: ActivityStoreOptions): ActivityStore {
  const store = createStore<ActivityState>(initialState())
  let current: { controller: AbortController; promise: Promise<void> } | undefined

  function abandon() {
    current?.controller.abort()
    current = undefined
  }

  function withTransactions(transactions: readonly Transaction[]) {
    return {
      transactions,
      groups: groupTransactions(transactions, options.timeZone),
      pending: countPending(transactions),
    }
  }

  function fetchInto(address: string, chainId: string, cursor: string | undefined) {
    const controller = new AbortController()
    const isCurrent = () => current?.controller === controller
    const promise = options
      .fetchPage({ address, chainId, signal: controller.signal, ...(cursor ? { cursor } : {}) })
      .then(
        (page) => {
          if (!isCurrent()) return
          current = undefined
          store.setState((state) => {
            const seen = new Set(state.transactions.map((transaction) => transaction.id))
            const added = visibleTransactions(page.data, chainId).filter((t) => !seen.has(t.id))
            const transactions = [...state.transactions, ...added]
            const next = page.next ?? undefined
            return {
              ...state,
              ...withTransactions(transactions),
              loading: false,
              next,
              empty: transactions.length === 0 && next === undefined,
              error: undefined,
            }
          })
        },
        (cause: unknown) => {
          if (!isCurrent()) return
          current = undefined
          const error = toAppKitError(cause, 'API_ERROR')
          store.setState({ loading: false, empty: true, next: undefined, error })
          options.onFailure?.(error)
        },
      )
    current = { controller, promise }
    return promise
  }

  return {
    store,
    load(address, chainId, loadOptions = {}) {
      const state = store.getState()
      const same = state.address === address && state.chainId === chainId
      if (same && !loadOptions.refresh) {
        if (current) return current.promise
        if (state.transactions.length > 0 || state.empty) return Promise.resolve()
      }
      abandon()
      store.setState({ ...initialState(), address, chainId, loading: true })
      return fetchInto(address, chainId, undefined)
    },
    loadMore() {
      const state = store.getState()
      if (current || state.next === undefined || !state.address || !state.chainId) {
        return current?.promise ?? Promise.resolve()
      }
      store.setState({ loading: true })
      return fetchInto(state.address, state.chainId, state.next)
    },
    reset() {
      abandon()
      store.setState(initialState())
    },
  }
}
