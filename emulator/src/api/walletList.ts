import type { RegistryWallet } from './loadWalletRegistry.js'

/** A wallet as GET /getWallets returns it (spec §3 Wallet). */
export interface ApiWallet {
  id: string
  name: string
  image_id: string
  chains: readonly string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  homepage: string | null
  rdns: null
  injected: null
  order: number
}

/** A registry wallet plus what the emulator adds: its rank and its badge. */
export interface EmulatorWallet extends RegistryWallet {
  order: number
  badge_type: 'certified' | 'none'
}

export interface WalletListQuery {
  /** 1-based. */
  page: number
  entries: number
  /** When not empty, only these ids. */
  include: readonly string[]
  exclude: readonly string[]
  /** Case-insensitive substring of the name; empty means no filter. */
  search: string
  /** 'certified' keeps certified wallets; '' or 'none' keeps all. */
  badgeType: string
  /** CAIP-2 ids; a wallet matches when it lists any of them. Empty means no filter. */
  chains: readonly string[]
}

export interface WalletListPage {
  /** How many wallets match, over all pages. */
  count: number
  data: ApiWallet[]
}

/** Ranks registry listings in file order (order 1, 2, ...) and marks the certified ones. */
export function toEmulatorWallets(
  registry: readonly RegistryWallet[],
  certifiedIds: readonly string[] = [],
): EmulatorWallet[] {
  const certified = new Set(certifiedIds)
  return registry.map((wallet, index) => ({
    ...wallet,
    order: index + 1,
    badge_type: certified.has(wallet.id) ? 'certified' : 'none',
  }))
}

/** The emulator's own dev chains: no registry wallet lists them, yet every EVM wallet can add them. */
const LOCAL_EVM_CHAINS = new Set(['eip155:31337', 'eip155:1337'])

function supportsRequested(walletChain: string, requested: ReadonlySet<string>): boolean {
  if (requested.has(walletChain)) return true
  if (!walletChain.startsWith('eip155:')) return false
  for (const chain of requested) if (LOCAL_EVM_CHAINS.has(chain)) return true
  return false
}

/**
 * GET /getWallets as a pure function: filters by include, exclude, search, badge and chains,
 * keeps the wallets' order, then cuts page `page` of `entries` wallets.
 *
 * @example
 * walletList(wallets, { page: 1, entries: 40, include: [], exclude: [], search: 'rain',
 *   badgeType: '', chains: [] }) // { count: 1, data: [{ name: 'Rainbow', ... }] }
 */
export function walletList(
  wallets: readonly EmulatorWallet[],
  query: WalletListQuery,
): WalletListPage {
  const include = new Set(query.include)
  const exclude = new Set(query.exclude)
  const chains = new Set(query.chains)
  const search = query.search.trim().toLowerCase()
  const badge = query.badgeType === 'none' ? '' : query.badgeType

  const matching = wallets
    .filter(
      (wallet) =>
        (include.size === 0 || include.has(wallet.id)) &&
        !exclude.has(wallet.id) &&
        (search === '' || wallet.name.toLowerCase().includes(search)) &&
        (badge === '' || wallet.badge_type === badge) &&
        (chains.size === 0 || wallet.chains.some((chain) => supportsRequested(chain, chains))),
    )
    .sort((a, b) => a.order - b.order)

  const start = (query.page - 1) * query.entries
  return {
    count: matching.length,
    data: matching.slice(start, start + query.entries).map(toApiWallet),
  }
}

/** The spec's Wallet fields, nothing more (the registry's colour and description stay inside). */
export function toApiWallet(wallet: EmulatorWallet): ApiWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    image_id: wallet.image_id,
    chains: wallet.chains,
    mobile_link: wallet.mobile_link,
    desktop_link: wallet.desktop_link,
    webapp_link: wallet.webapp_link,
    app_store: wallet.app_store,
    play_store: wallet.play_store,
    chrome_store: wallet.chrome_store,
    homepage: wallet.homepage,
    rdns: null,
    injected: null,
    order: wallet.order,
  }
}
