import { DEFAULT_WALLETS_PER_PAGE, MAX_WALLETS_PER_PAGE } from '../defaults.js'
import type { WalletListQuery } from './walletList.js'

export type ParsedWalletListQuery =
  | { ok: true; query: WalletListQuery }
  | { ok: false; parameter: string; message: string }

/**
 * Reads /getWallets query parameters. `page` defaults to 1 and `entries` to 40; `entries` above
 * 100 is served as 100. A page or entries that is not a positive integer is an error naming it.
 */
export function parseWalletListQuery(params: URLSearchParams): ParsedWalletListQuery {
  const page = positiveInteger(params.get('page'), 1)
  if (page === undefined) return invalid('page')
  const entries = positiveInteger(params.get('entries'), DEFAULT_WALLETS_PER_PAGE)
  if (entries === undefined) return invalid('entries')
  return {
    ok: true,
    query: {
      page,
      entries: Math.min(entries, MAX_WALLETS_PER_PAGE),
      include: list(params.get('include')),
      exclude: list(params.get('exclude')),
      search: params.get('search') ?? '',
      badgeType: params.get('badge_type') ?? '',
      chains: list(params.get('chains')),
    },
  }
}

function positiveInteger(text: string | null, fallback: number): number | undefined {
  if (text === null || text === '') return fallback
  if (!/^[0-9]+$/.test(text)) return undefined
  const value = Number(text)
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined
}

function list(text: string | null): string[] {
  if (text === null) return []
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

function invalid(parameter: string): ParsedWalletListQuery {
  return {
    ok: false,
    parameter,
    message: `Invalid query parameter '${parameter}': expected a positive integer`,
  }
}
