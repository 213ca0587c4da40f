import type { HttpClient } from '../pipelines/createHttpClient.js'
import { fetchWallets } from './fetchWallets.js'
import { RECOMMENDED_WALLETS } from './WALLET_LIST_LIMITS.js'
import type { WalletListing } from './WalletListing.js'

/** Recommended wallets are the registry's certified ones (GET /getWallets `badge_type`). */
export const RECOMMENDED_BADGE_TYPE = 'certified'

export interface FetchRecommendedWalletsParameters {
  /** The app's `includeWalletIds`: when set, only these may be recommended. */
  include?: readonly string[]
  /** Ids not to recommend: the app's excluded and featured wallets and the installed ones. */
  exclude?: readonly string[]
  /** CAIP-2 ids of the app's networks; a wallet is recommended when it lists any. */
  chains?: readonly string[]
  signal?: AbortSignal
}

/**
 * The Connect view's recommended wallets (spec §6 'recommended', §9 'recommended 4'): the first
 * page of 4 certified wallets for the app's chains, without the excluded ids. The API is
 * untrusted: an excluded id or a fifth listing in its answer is dropped.
 */
export async function fetchRecommendedWallets(
  api: HttpClient,
  parameters: FetchRecommendedWalletsParameters = {},
): Promise<WalletListing[]> {
  const exclude = [...new Set(parameters.exclude ?? [])]
  const include = parameters.include ?? []
  const response = await fetchWallets(api, {
    page: 1,
    entries: RECOMMENDED_WALLETS,
    badgeType: RECOMMENDED_BADGE_TYPE,
    ...(include.length ? { include } : {}),
    ...(exclude.length ? { exclude } : {}),
    ...(parameters.chains?.length ? { chains: parameters.chains } : {}),
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  })
  const excluded = new Set(exclude)
  const included = new Set(include)
  return response.data
    .filter(
      (wallet) => !excluded.has(wallet.id) && (included.size === 0 || included.has(wallet.id)),
    )
    .slice(0, RECOMMENDED_WALLETS)
}
