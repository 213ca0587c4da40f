import type { HttpClient } from '../pipelines/createHttpClient.js'
import { WALLET_SEARCH_ENTRIES, WALLETS_PER_PAGE } from './WALLET_LIST_LIMITS.js'
import { WalletListResponse } from './WalletListing.js'

export interface FetchWalletsParameters {
  /** 1-based. */
  page?: number
  entries?: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids; a wallet matches when it lists any. */
  chains?: readonly string[]
  badgeType?: 'certified' | 'none'
  signal?: AbortSignal
}

/**
 * GET /getWallets (spec §7): 40 a page, 100 when searching; the response is schema-decoded.
 */
export function fetchWallets(api: HttpClient, parameters: FetchWalletsParameters = {}) {
  const search = parameters.search?.trim()
  const query: Record<string, string> = {
    page: String(parameters.page ?? 1),
    entries: String(parameters.entries ?? (search ? WALLET_SEARCH_ENTRIES : WALLETS_PER_PAGE)),
  }
  if (search) query.search = search
  if (parameters.include?.length) query.include = parameters.include.join(',')
  if (parameters.exclude?.length) query.exclude = parameters.exclude.join(',')
  if (parameters.chains?.length) query.chains = parameters.chains.join(',')
  if (parameters.badgeType) query.badge_type = parameters.badgeType
  return api.get('/getWallets', {
    schema: WalletListResponse,
    query,
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  })
}
