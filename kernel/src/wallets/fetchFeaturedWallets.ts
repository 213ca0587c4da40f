import type { HttpClient } from '../pipelines/createHttpClient.js'
import { fetchWallets } from './fetchWallets.js'
import type { WalletListing } from './WalletListing.js'

export interface FetchFeaturedWalletsParameters {
  /** The app's `featuredWalletIds`, in the order it wants them shown. */
  featuredWalletIds: readonly string[]
  /** The app's `excludeWalletIds`: an id both featured and excluded is not shown. */
  excludeWalletIds?: readonly string[]
  signal?: AbortSignal
}

/**
 * The app's featured wallets (spec §6 'featured'): GET /getWallets with `include` = the ids, in
 * the app's order. Listings the API adds that were not asked for are dropped (it is untrusted).
 */
export async function fetchFeaturedWallets(
  api: HttpClient,
  parameters: FetchFeaturedWalletsParameters,
): Promise<WalletListing[]> {
  const excluded = new Set(parameters.excludeWalletIds ?? [])
  const ids = [...new Set(parameters.featuredWalletIds)].filter((id) => !excluded.has(id))
  if (ids.length === 0) return []
  const response = await fetchWallets(api, {
    page: 1,
    entries: ids.length,
    include: ids,
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  })
  const byId = new Map(response.data.map((wallet) => [wallet.id, wallet]))
  return ids.flatMap((id) => {
    const wallet = byId.get(id)
    return wallet ? [wallet] : []
  })
}
