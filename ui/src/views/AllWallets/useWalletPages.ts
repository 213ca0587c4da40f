import { useEffect, useMemo } from 'react'
import { flushSync } from 'react-dom'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { createWalletPages } from './createWalletPages.js'
import { fetchWalletPage } from './fetchWalletPage.js'
import { hasMoreWallets } from './walletPages.js'

/**
 * Pages of GET /getWallets for a search: 40 a page (100 when searching), page 1 first, the
 * next on `loadMore`; excluded wallets hidden; a request in flight is aborted when the search
 * changes or the view closes. The kit's `includeWalletIds` and `excludeWalletIds` go with every
 * query.
 */
export function useWalletPages(search: string) {
  const { kit, excludedWallets } = useUi()
  const pages = useMemo(
    () =>
      createWalletPages(
        (term, page, signal) => fetchWalletPage(kit, excludedWallets, term, page, signal),
        // A search's answer renders at once, not a scheduler task later: it lands in the
        // next frame. Later pages arrive while scrolling and wait their turn.
        { apply: (page, update) => (page === 1 ? flushSync(update) : update()) },
      ),
    [kit, excludedWallets],
  )
  const state = useStoreSelector(pages.store, (current) => current, Object.is)

  useEffect(() => {
    pages.load(search, 1)
  }, [pages, search])

  useEffect(() => () => pages.abort(), [pages])

  return {
    state,
    hasMore: hasMoreWallets(state),
    loadMore: pages.loadMore,
    retry: pages.retry,
  }
}
