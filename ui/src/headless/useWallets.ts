import { type AppKitError, STORAGE_KEYS, toAppKitError } from '@appkit/kernel'
import { useEffect, useMemo } from 'react'
import type { ExcludedWallet } from '../context/ExcludedWallet.js'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { createWalletDirectory } from './createWalletDirectory.js'
import { rememberWallets } from './knownWallets.js'
import { listWalletOptions, type WalletOption } from './walletOptions.js'

export interface UseWalletsOptions {
  /** More wallets to hide, matched as the provider's `excludedWallets` are (id, rdns or name). */
  exclude?: readonly ExcludedWallet[]
  /**
   * Whether to list the project's wallet list (GET /getWallets) after the page's wallets;
   * default true. False: the page's connectors and the app's featured and custom wallets only.
   */
  registry?: boolean
}

export interface UseWalletsResult {
  /**
   * Every wallet to show, in the Connect view's order (WalletConnect, 2 recent, installed,
   * featured, custom, others), then the project's wallet list (40 a page) without those already
   * shown; while searching, the search's answer (up to 100). Excluded wallets never show.
   */
  wallets: WalletOption[]
  /** The wallets found in this browser (EIP-6963 and injected), recent ones included. */
  installed: WalletOption[]
  /** The wallets connected last here that this page still has (2 kept), newest first. */
  recent: WalletOption[]
  /** The search as typed. */
  query: string
  /** Searches the wallet list 500 ms after the last call (trimmed; blank lists every wallet). */
  search(query: string): void
  /** Loads the next page of the wallet list (when `hasMore` and nothing is loading). */
  loadMore(): void
  hasMore: boolean
  /** A page (or a search's answer) is loading. */
  loading: boolean
  /** The last page failed to load (the wallets already loaded stay); `retry` asks again. */
  error: AppKitError | undefined
  retry(): void
}

/**
 * The wallets a visitor can pick, for an app that draws its own list: the kit's connectors
 * (installed browser wallets found by EIP-6963 and the like, WalletConnect) merged with the
 * project's wallet list, by the rules of the modal's Connect and AllWallets views (the same
 * functions), with search and paging. Connect one with `useConnect().connect(wallet)`.
 * Nothing is fetched during a server render; the list is asked for once mounted.
 *
 * @example
 * const { wallets, search, loadMore, hasMore } = useWallets()
 * const { connect } = useConnect()
 * wallets.map((wallet) => <button key={wallet.id} onClick={() => connect(wallet)}>{wallet.name}</button>)
 */
export function useWallets(options: UseWalletsOptions = {}): UseWalletsResult {
  const { kit, excludedWallets } = useUi()
  const registry = options.registry !== false
  const extraKey = JSON.stringify(options.exclude ?? [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the option's content, not its identity
  const excluded = useMemo(
    () => [...excludedWallets, ...(options.exclude ?? [])],
    [excludedWallets, extraKey],
  )
  const directory = useMemo(
    () =>
      createWalletDirectory({
        // The wallet list's code (and its schema) loads on first use, not with the page.
        ...(registry
          ? {
              loadPage: (search, page, signal) =>
                import('../views/AllWallets/fetchWalletPage.js').then((m) =>
                  m.fetchWalletPage(kit, excluded, search, page, signal),
                ),
            }
          : {}),
        loadFeatured: () =>
          import('../views/Connect/askListedWallets.js').then((m) =>
            m.askFeaturedWallets(kit, excluded),
          ),
        onListed: (wallets) => rememberWallets(kit, wallets),
        onUnavailable: (error) => kit.logger.warn('useWallets: wallet list unavailable', error),
      }),
    [kit, excluded, registry],
  )
  useEffect(() => directory.start(), [directory])

  const connectors = useStoreSelector(kit.registry.store, (state) => state.connectors, Object.is)
  // Read again whenever the connections change: a connect puts its wallet first.
  const connections = useStoreSelector(kit.registry.store, (state) => state.chains, Object.is)
  const { query, featured } = useStoreSelector(directory.store, (state) => state)
  const pages = useStoreSelector(directory.pages.store, (state) => state, Object.is)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connections` invalidates `recent`
  const recentWallets = useMemo(
    () => kit.storage.get(STORAGE_KEYS.recentWallets) ?? [],
    [kit, connections],
  )
  const listed = useMemo(
    () =>
      listWalletOptions(kit, {
        connectors,
        recent: recentWallets,
        excluded,
        featured,
        custom: kit.options.customWallets ?? [],
        registry: pages.wallets,
        searching: pages.search !== '',
      }),
    [kit, connectors, recentWallets, excluded, featured, pages.wallets, pages.search],
  )
  const error = useMemo(
    () => (pages.status === 'failed' ? toAppKitError(pages.error, 'API_ERROR') : undefined),
    [pages.status, pages.error],
  )

  return {
    ...listed,
    query,
    search: directory.search,
    loadMore: directory.pages.loadMore,
    hasMore: directory.pages.hasMore() && pages.status !== 'failed',
    loading: pages.status === 'loading',
    error,
    retry: directory.pages.retry,
  }
}
