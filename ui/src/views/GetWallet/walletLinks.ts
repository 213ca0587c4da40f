import type { WalletListing } from '@appkit/kernel'

export interface WalletLink {
  label: string
  url: string
}

const LINKS = [
  ['chrome_store', 'Chrome Web Store'],
  ['app_store', 'App Store'],
  ['play_store', 'Google Play'],
  ['homepage', 'Website'],
] as const

/** Only web links are followed: the wallet list is untrusted (no javascript: or data:). */
export function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** Where to get a wallet: its store pages and homepage, when they are web links. */
export function walletLinks(wallet: Partial<WalletListing>): WalletLink[] {
  return LINKS.flatMap(([key, label]) => {
    const url = wallet[key]
    return typeof url === 'string' && isWebLink(url) ? [{ label, url }] : []
  })
}
