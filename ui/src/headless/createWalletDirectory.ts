import { createStore, type Store, type WalletListing } from '@appkit/kernel'
import { debounce, type Timers } from '../utils/debounce.js'
import {
  createWalletPages,
  type LoadWalletPage,
  type WalletPages,
} from '../views/AllWallets/createWalletPages.js'

export interface WalletDirectoryState {
  /** The search as typed. */
  query: string
  /** The kit's featured wallets, once answered. */
  featured: readonly WalletListing[]
}

export interface WalletDirectoryOptions {
  /** One page of the wallet list (AllWallets' fetchWalletPage); none: no wallet list. */
  loadPage?: LoadWalletPage
  /** The kit's featured wallets (the Connect view's askFeaturedWallets). */
  loadFeatured?: () => Promise<readonly WalletListing[]>
  /** Every listing shown, as it comes (remembered for `connect({ walletId })`). */
  onListed?: (wallets: readonly WalletListing[]) => void
  /** Failures to load, for the kit's log. */
  onUnavailable?: (error: unknown) => void
  timers?: Timers
}

/** What useWallets binds to: the wallet list's pages and search, framework-free. */
export interface WalletDirectory {
  readonly store: Pick<Store<WalletDirectoryState>, 'getState' | 'subscribe'>
  readonly pages: Pick<WalletPages, 'store' | 'loadMore' | 'retry' | 'hasMore'>
  /** Loads page 1 and the featured wallets; returns the stop (aborts, cancels a pending search). */
  start(): () => void
  /**
   * Searches the wallet list once typing has stopped for 500 ms (spec §9 'debounce 500 ms'), as
   * AllWallets does: the query trimmed, a blank one lists every wallet again.
   */
  search(query: string): void
}

/** An empty list that answers nothing: no wallet list asked for. */
const NO_PAGES: LoadWalletPage = async () => ({ wallets: [], count: 0, received: 0 })

export function createWalletDirectory(options: WalletDirectoryOptions = {}): WalletDirectory {
  const store = createStore<WalletDirectoryState>({ query: '', featured: [] })
  const pages = createWalletPages(options.loadPage ?? NO_PAGES)
  let requested: string | undefined
  const load = (term: string) => {
    if (!options.loadPage || term === requested) return
    requested = term
    pages.load(term, 1)
  }
  const settled = debounce(load, undefined, options.timers)

  return {
    store,
    pages,
    start() {
      let live = true
      const stopListing = pages.store.subscribe((state) => options.onListed?.(state.wallets))
      load(store.getState().query.trim())
      options.loadFeatured?.().then((featured) => {
        if (!live) return
        options.onListed?.(featured)
        store.setState({ featured })
      }, options.onUnavailable)
      return () => {
        live = false
        stopListing()
        settled.cancel()
        pages.abort()
        // A start after a stop (React's StrictMode remounts) asks again.
        requested = undefined
      }
    },
    search(query) {
      store.setState({ query })
      settled(query.trim())
    },
  }
}
