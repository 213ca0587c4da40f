import type { WalletListing } from '@appkit/kernel'
import { useCallback, useState } from 'react'
import { SearchIcon } from '../../components/icons.js'
import { Spinner } from '../../components/Spinner.js'
import { useUi } from '../../context/useUi.js'
import { errorMessage } from '../../utils/errorMessage.js'
import { walletDestination } from '../shared/walletDestination.js'
import { useDebouncedValue } from './useDebouncedValue.js'
import { useWalletPages } from './useWalletPages.js'
import { WalletGrid } from './WalletGrid.js'

/**
 * AllWallets: the project's wallet list, searchable, paged as it scrolls. While a search loads,
 * the list shown stays (marked busy) and the answer updates the same grid.
 */
export default function AllWalletsView() {
  const { kit } = useUi()
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim())
  const { state, hasMore, loadMore, retry } = useWalletPages(search)

  // Stable, so typing in the search box does not re-render the grid.
  const select = useCallback(
    (wallet: WalletListing) => {
      const { connectors } = kit.registry.store.getState()
      const { view, data } = walletDestination(connectors, wallet, (name) =>
        kit.router.hasView(name),
      )
      kit.router.push(view, data)
    },
    [kit],
  )

  const firstLoad = state.status === 'loading' && state.wallets.length === 0
  const failed = state.status === 'failed'
  return (
    <>
      <div className="search">
        {/* The spinner stands where the icon is while a search loads. */}
        {state.stale ? <Spinner label="Searching wallets" /> : <SearchIcon />}
        <input
          type="search"
          aria-label="Search wallet"
          placeholder="Search wallet"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {firstLoad ? (
        <div className="centered">
          <Spinner label="Loading wallets" />
        </div>
      ) : failed && state.wallets.length === 0 ? (
        <div className="centered" role="alert">
          <p>Failed to load wallets</p>
          <p className="sr-only">{errorMessage(state.error)}</p>
          <button type="button" className="btn" onClick={retry}>
            Try again
          </button>
        </div>
      ) : state.wallets.length === 0 && state.status === 'idle' ? (
        <div className="centered" role="status">
          <p>No wallet found</p>
        </div>
      ) : (
        <>
          <WalletGrid
            wallets={state.wallets}
            search={state.search}
            stale={state.stale}
            hasMore={hasMore && !failed}
            loading={state.status === 'loading' && !state.stale}
            onLoadMore={loadMore}
            onSelect={select}
          />
          {failed ? (
            <button type="button" className="btn btn-block" onClick={retry}>
              Failed to load more wallets. Try again
            </button>
          ) : null}
        </>
      )}
    </>
  )
}
