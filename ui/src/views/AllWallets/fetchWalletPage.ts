import {
  type AppKit,
  fetchWallets,
  WALLET_SEARCH_ENTRIES,
  WALLETS_PER_PAGE,
  type WalletListing,
} from '@appkit/kernel'
import type { ExcludedWallet } from '../../context/ExcludedWallet.js'
import { excludedWalletIds } from '../../utils/excludedWalletIds.js'
import { isExcludedWallet } from '../../utils/isExcludedWallet.js'

export interface WalletPage {
  /** The page's wallets, without the excluded ones. */
  wallets: readonly WalletListing[]
  /** Entries the API reported for this search. */
  count: number
  /** Entries received, before local filtering. */
  received: number
}

/**
 * One page of GET /getWallets for a search, as AllWallets lists it: 40 a page (100 when
 * searching), with the kit's `includeWalletIds`, its excluded ids and its networks; excluded
 * wallets (by id, rdns or name) dropped from the answer.
 */
export async function fetchWalletPage(
  kit: Pick<AppKit, 'api' | 'options' | 'registry'>,
  excludedWallets: readonly ExcludedWallet[],
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<WalletPage> {
  const include = kit.options.includeWalletIds ?? []
  const exclude = excludedWalletIds(kit.options, excludedWallets)
  const chains = kit.registry.store.getState().networks.map((n) => n.caipNetworkId)
  const response = await fetchWallets(kit.api, {
    page,
    entries: search ? WALLET_SEARCH_ENTRIES : WALLETS_PER_PAGE,
    ...(search ? { search } : {}),
    ...(include.length ? { include } : {}),
    ...(exclude.length ? { exclude } : {}),
    ...(chains.length ? { chains } : {}),
    ...(signal ? { signal } : {}),
  })
  return {
    wallets: response.data.filter((wallet) => !isExcludedWallet(wallet, excludedWallets)),
    count: response.count,
    received: response.data.length,
  }
}
