import type { WalletListing } from '@appkit/kernel'
import { getWalletMessages } from './getWalletMessages.js'

export interface WalletLink {
  label: string
  url: string
}

type LinkKey = 'chrome_store' | 'app_store' | 'play_store' | 'homepage'

/** The links, in the order shown. */
const LINKS: readonly LinkKey[] = ['chrome_store', 'app_store', 'play_store', 'homepage']

/**
 * How the links are named: the stores by their own names (not translated), the homepage in
 * English here (the view passes its name in the visitor's locale).
 */
export const WALLET_LINK_LABELS: Readonly<Record<LinkKey, string>> = {
  chrome_store: 'Chrome Web Store',
  app_store: 'App Store',
  play_store: 'Google Play',
  homepage: getWalletMessages.website.message,
}

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
export function walletLinks(
  wallet: Partial<WalletListing>,
  labels: Readonly<Record<LinkKey, string>> = WALLET_LINK_LABELS,
): WalletLink[] {
  return LINKS.flatMap((key) => {
    const url = wallet[key]
    return typeof url === 'string' && isWebLink(url) ? [{ label: labels[key], url }] : []
  })
}
