import { RECOMMENDED_WALLETS, type WalletListing } from '@appkit/kernel'
import type { ExcludedWallet } from '../../context/ExcludedWallet.js'
import { isExcludedWallet } from '../../utils/isExcludedWallet.js'
import { CONNECTOR_TYPE_ORDER, type ConnectorListItem } from './orderConnectors.js'

export type ListedWalletBucket = 'featured' | 'custom' | 'recommended'

/** A wallet of the wallet list (or the app's own) on the Connect view: it has no connector here. */
export interface ListedWalletItem {
  wallet: WalletListing
  bucket: ListedWalletBucket
}

export type ConnectListEntry = ConnectorListItem | ListedWalletItem

export type ListedWallets = Readonly<Record<ListedWalletBucket, readonly WalletListing[]>>

/** Whether a listed wallet is already on the list as one of the page's connectors (explorer id or rdns). */
export function shownAsConnector(
  items: readonly ConnectorListItem[],
  wallet: WalletListing,
): boolean {
  return items.some(
    ({ connector }) =>
      connector.explorerId === wallet.id ||
      (Boolean(wallet.rdns) && connector.info?.rdns === wallet.rdns),
  )
}

/**
 * Puts the featured, custom and recommended wallets into the spec §6 connector type order
 * (walletConnect, recent, injected, featured, custom, external, recommended) around the page's
 * connectors. A wallet already shown as an installed or recent connector, or by an earlier
 * bucket, is not shown again; excluded wallets never show; at most 4 are recommended (§9).
 */
export function placeListedWallets(
  items: readonly ConnectorListItem[],
  listed: ListedWallets,
  excluded: readonly ExcludedWallet[] = [],
): ConnectListEntry[] {
  const seen = new Set<string>()
  const pick = (bucket: ListedWalletBucket, limit = Number.POSITIVE_INFINITY) => {
    const picked: ListedWalletItem[] = []
    for (const wallet of listed[bucket]) {
      if (picked.length >= limit) break
      if (seen.has(wallet.id) || isExcludedWallet(wallet, excluded)) continue
      if (shownAsConnector(items, wallet)) continue
      seen.add(wallet.id)
      picked.push({ wallet, bucket })
    }
    return picked
  }
  const placed: Record<ListedWalletBucket, ListedWalletItem[]> = {
    featured: pick('featured'),
    custom: pick('custom'),
    recommended: pick('recommended', RECOMMENDED_WALLETS),
  }
  return CONNECTOR_TYPE_ORDER.flatMap((bucket): ConnectListEntry[] => [
    ...items.filter((item) => item.bucket === bucket),
    ...(bucket === 'featured' || bucket === 'custom' || bucket === 'recommended'
      ? placed[bucket]
      : []),
  ])
}
