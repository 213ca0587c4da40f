import { createStore, type Store } from '@appkit/kernel'
import type { WalletPage } from './fetchWalletPage.js'
import {
  hasMoreWallets,
  initialWalletPages,
  type WalletPagesState,
  walletPagesReducer,
} from './walletPages.js'

/** Loads one page of a search; aborted when another load starts. */
export type LoadWalletPage = (
  search: string,
  page: number,
  signal: AbortSignal,
) => Promise<WalletPage>

export interface WalletPagesOptions {
  /**
   * Applies a page's answer (default: at once). The AllWallets view renders page 1 of a search
   * inside `flushSync`, so it lands in the next frame.
   */
  apply?: (page: number, update: () => void) => void
}

/** The pages of the wallet list for one search, framework-free (React binds to `store`). */
export interface WalletPages {
  readonly store: Pick<Store<WalletPagesState>, 'getState' | 'subscribe'>
  /** Loads page `page` of `search`; a new search starts over (the old list shown until it answers). */
  load(search: string, page: number): void
  /** The next page, when there is one and nothing is loading. */
  loadMore(): void
  /** Asks again for the page that failed. */
  retry(): void
  hasMore(): boolean
  /** Aborts the request in flight. */
  abort(): void
}

/**
 * AllWallets' paging (walletPagesReducer): one request at a time, the one in flight aborted when
 * another starts, answers to older requests ignored.
 */
export function createWalletPages(
  loadPage: LoadWalletPage,
  options: WalletPagesOptions = {},
): WalletPages {
  const store = createStore<WalletPagesState>(initialWalletPages)
  const apply = options.apply ?? ((_page, update) => update())
  let requestId = 0
  let controller: AbortController | undefined

  function load(search: string, page: number) {
    controller?.abort()
    const abort = new AbortController()
    controller = abort
    const id = ++requestId
    const dispatch = (action: Parameters<typeof walletPagesReducer>[1]) =>
      store.setState((state) => walletPagesReducer(state, action))
    dispatch({ type: 'request', search, page, requestId: id })
    loadPage(search, page, abort.signal).then(
      ({ wallets, count, received }) =>
        apply(page, () => dispatch({ type: 'loaded', requestId: id, wallets, count, received })),
      (error: unknown) => {
        if (!abort.signal.aborted) dispatch({ type: 'failed', requestId: id, error })
      },
    )
  }

  return {
    store,
    load,
    loadMore() {
      const state = store.getState()
      if (state.status === 'idle' && hasMoreWallets(state)) load(state.search, state.page + 1)
    },
    retry() {
      const state = store.getState()
      load(state.search, state.page + 1)
    },
    hasMore: () => hasMoreWallets(store.getState()),
    abort: () => controller?.abort(),
  }
}
