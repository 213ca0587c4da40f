import type { GeneratedWallet } from './generateWallets.js'

/**
 * GET /getWallets over a fixed list, with the emulator's rules: include, exclude, search
 * (case-insensitive substring of the name), chains (any of), then page `page` of `entries`.
 */
export function pageWallets(
  wallets: readonly GeneratedWallet[],
  params: URLSearchParams,
): { count: number; data: GeneratedWallet[] } {
  const list = (name: string) =>
    (params.get(name) ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
  const include = new Set(list('include'))
  const exclude = new Set(list('exclude'))
  const chains = list('chains')
  const search = (params.get('search') ?? '').trim().toLowerCase()
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1)
  const entries = Math.min(100, Math.max(1, Number(params.get('entries') ?? 40) || 40))
  const matching = wallets.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (search === '' || wallet.name.toLowerCase().includes(search)) &&
      (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))),
  )
  const start = (page - 1) * entries
  return { count: matching.length, data: matching.slice(start, start + entries) }
}
