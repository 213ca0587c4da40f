import { fetchWallets, WALLET_SEARCH_ENTRIES, WALLETS_PER_PAGE } from '@appkit/kernel'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { flushSync } from 'react-dom'
import { useUi } from '../../context/useUi.js'
import { isExcludedWallet } from '../../utils/isExcludedWallet.js'
import { hasMoreWallets, initialWalletPages, walletPagesReducer } from './walletPages.js'

/**
 * Pages of GET /getWallets for a search: 40 a page (100 when searching), page 1 first, the
 * next on `loadMore`; excluded wallets hidden; a request in flight is aborted when the search
 * changes or the view closes. The kit's `includeWalletIds` and `excludeWalletIds` go with every
 * query.
 */
export function useWalletPages(search: string) {
  const { kit, excludedWallets } = useUi()
  const [state, dispatch] = useReducer(walletPagesReducer, initialWalletPages)
  const requestId = useRef(0)
  const controller = useRef<AbortController | undefined>(undefined)

  const load = useCallback(
    (term: string, page: number) => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      const id = ++requestId.current
      dispatch({ type: 'request', search: term, page, requestId: id })
      const { includeWalletIds: include = [], excludeWalletIds = [] } = kit.options
      const exclude = [
        ...excludeWalletIds,
        ...excludedWallets.flatMap((wallet) => (wallet.id ? [wallet.id] : [])),
      ]
      const chains = kit.registry.store.getState().networks.map((n) => n.caipNetworkId)
      fetchWallets(kit.api, {
        page,
        entries: term ? WALLET_SEARCH_ENTRIES : WALLETS_PER_PAGE,
        ...(term ? { search: term } : {}),
        ...(include.length ? { include } : {}),
        ...(exclude.length ? { exclude } : {}),
        ...(chains.length ? { chains } : {}),
        signal: abort.signal,
      }).then(
        (response) => {
          const loaded = () =>
            dispatch({
              type: 'loaded',
              requestId: id,
              wallets: response.data.filter((w) => !isExcludedWallet(w, excludedWallets)),
              count: response.count,
              received: response.data.length,
            })
          // A search's answer renders at once, not a scheduler task later: it lands in the
          // next frame. Later pages arrive while scrolling and wait their turn.
          if (page === 1) flushSync(loaded)
          else loaded()
        },
        (error: unknown) => {
          if (!abort.signal.aborted) dispatch({ type: 'failed', requestId: id, error })
        },
      )
    },
    [kit, excludedWallets],
  )

  useEffect(() => {
    load(search, 1)
  }, [load, search])

  useEffect(() => () => controller.current?.abort(), [])

  const loadMore = useCallback(() => {
    if (state.status === 'idle' && hasMoreWallets(state)) load(state.search, state.page + 1)
  }, [load, state])

  const retry = useCallback(() => load(state.search, state.page + 1), [load, state])

  return { state, hasMore: hasMoreWallets(state), loadMore, retry }
}
