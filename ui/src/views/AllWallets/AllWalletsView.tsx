import type { WalletListing } from '@appkit/kernel'
import { useCallback, useState } from 'react'
import { SearchIcon } from '../../components/icons.js'
import { Spinner } from '../../components/Spinner.js'
import { useUi } from '../../context/useUi.js'
import { useI18n } from '../../i18n/useI18n.js'
import { useErrorText } from '../shared/useErrorText.js'
import { walletDestination } from '../shared/walletDestination.js'
import { allWalletsMessages as m } from './allWalletsMessages.js'
import { useDebouncedValue } from './useDebouncedValue.js'
import { useWalletPages } from './useWalletPages.js'
import { WalletGrid } from './WalletGrid.js'

/**
 * AllWallets: the project's wallet list, searchable, paged as it scrolls. While a search loads,
 * the list shown stays (marked busy) and the answer updates the same grid.
 */
export default function AllWalletsView() {
  const { kit } = useUi()
  const { t } = useI18n()
  const errorText = useErrorText()
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
        {state.stale ? <Spinner label={t(m.searching)} /> : <SearchIcon />}
        <input
          type="search"
          aria-label={t(m.searchWallet)}
          placeholder={t(m.searchWallet)}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {firstLoad ? (
        <div className="centered">
          <Spinner label={t(m.loading)} />
        </div>
      ) : failed && state.wallets.length === 0 ? (
        <div className="centered" role="alert">
          <p>{t(m.loadFailed)}</p>
          <p className="sr-only">{errorText(state.error)}</p>
          <button type="button" className="btn" onClick={retry}>
            {t(m.tryAgain)}
          </button>
        </div>
      ) : state.wallets.length === 0 && state.status === 'idle' ? (
        <div className="centered" role="status">
          <p>{t(m.noWalletFound)}</p>
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
              {t(m.loadMoreFailed)}
            </button>
          ) : null}
        </>
      )}
    </>
  )
}
