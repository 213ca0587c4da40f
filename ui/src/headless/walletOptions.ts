import type { AppKit, Connector, RecentWallet, WalletListing } from '@appkit/kernel'
import type { ExcludedWallet } from '../context/ExcludedWallet.js'
import {
  type ConnectorBucket,
  type ConnectorListItem,
  INSTALLED_TYPES,
  orderConnectors,
} from '../views/Connect/orderConnectors.js'
import { placeListedWallets, shownAsConnector } from '../views/Connect/placeListedWallets.js'
import { findWalletConnector } from '../views/shared/findWalletConnector.js'
import { connectorImageUrl, listingImageUrl } from '../views/shared/imageUrls.js'

/**
 * Where a wallet comes from: its place in the Connect view's order (spec §6: 'walletConnect',
 * 'recent', 'injected', 'featured', 'custom', 'external'), or 'registry' for the project's
 * wallet list (AllWallets).
 */
export type WalletSource = Exclude<ConnectorBucket, 'recommended'> | 'registry'

/** A wallet a visitor can pick, with what `useConnect` needs to connect it. */
export interface WalletOption {
  /** Unique in the list: a connector's id for a wallet of this page, else its wallet-list id. */
  id: string
  name: string
  /** Its image: the wallet's own (an EIP-6963 icon), else the project API's (http(s) or data:image). */
  imageUrl: string | undefined
  /** Found in this browser (EIP-6963, an injected provider): it connects at once. */
  installed: boolean
  /** One of the wallets connected last here (spec §9: 2 kept). */
  recent: boolean
  source: WalletSource
  /** The page's connector for it: `connect({ connectorId })`. */
  connectorId: string | undefined
  /** Its wallet-list (or custom wallet) id: `connect({ walletId })`. */
  walletId: string | undefined
  connector: Connector | undefined
  /** Its wallet-list entry (links, stores, chains), for a listed wallet. */
  listing: WalletListing | undefined
}

export interface WalletOptionsInput {
  connectors: readonly Connector[]
  /** STORAGE_KEYS.recentWallets, newest first. */
  recent: readonly RecentWallet[]
  excluded: readonly ExcludedWallet[]
  /** The kit's featured wallets (`featuredWalletIds`), in its order. */
  featured: readonly WalletListing[]
  /** The app's own wallets (`customWallets`). */
  custom: readonly WalletListing[]
  /** The wallet list's pages loaded so far (or a search's answer). */
  registry: readonly WalletListing[]
  /** A search is shown: the list is its answer alone, as AllWallets shows it. */
  searching: boolean
}

export interface WalletOptions {
  /** Every wallet to show, in order. */
  wallets: WalletOption[]
  /** The wallets found in this browser (recent ones included). */
  installed: WalletOption[]
  /** The recent wallets still found on this page, newest first. */
  recent: WalletOption[]
}

type ImageKit = Pick<AppKit, 'apiQuery' | 'urls'>

function fromConnector(kit: ImageKit, item: ConnectorListItem): WalletOption {
  const { connector, bucket } = item
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connectorImageUrl(kit, connector),
    installed: INSTALLED_TYPES.includes(connector.type),
    recent: bucket === 'recent',
    source: bucket === 'recommended' ? 'registry' : bucket,
    connectorId: connector.id,
    walletId: connector.explorerId,
    connector,
    listing: undefined,
  }
}

function fromListing(
  kit: ImageKit,
  wallet: WalletListing,
  source: WalletSource,
  connectors: readonly Connector[],
  items: readonly ConnectorListItem[],
): WalletOption {
  const connectorId = findWalletConnector(connectors, wallet)
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: listingImageUrl(kit, wallet),
    installed: connectorId !== undefined,
    recent: items.some((item) => item.bucket === 'recent' && item.connector.id === connectorId),
    source,
    connectorId,
    walletId: wallet.id,
    connector: connectors.find((connector) => connector.id === connectorId),
    listing: wallet,
  }
}

/**
 * The wallets of the Connect and AllWallets views as one list, by their rules: the page's
 * connectors in the spec §6 order (one WalletConnect entry, 2 recent ones first, excluded ones
 * hidden: orderConnectors) with the featured and custom wallets in their places
 * (placeListedWallets), then the project's wallet list without the wallets already shown. While
 * searching, the search's answer alone. A listed wallet this browser has is marked installed,
 * with its connector.
 */
export function listWalletOptions(kit: ImageKit, input: WalletOptionsInput): WalletOptions {
  const { connectors, excluded } = input
  const items = orderConnectors({ connectors, recent: input.recent, excluded })
  const listing = (wallet: WalletListing, source: WalletSource) =>
    fromListing(kit, wallet, source, connectors, items)
  const installed = items
    .filter((item) => INSTALLED_TYPES.includes(item.connector.type))
    .map((item) => fromConnector(kit, item))
  const recent = items
    .filter((item) => item.bucket === 'recent')
    .map((item) => fromConnector(kit, item))
  if (input.searching) {
    return {
      wallets: input.registry.map((wallet) => listing(wallet, 'registry')),
      installed,
      recent,
    }
  }
  const placed = placeListedWallets(
    items,
    { featured: input.featured, custom: input.custom, recommended: [] },
    excluded,
  )
  const top = placed.map((entry) =>
    'wallet' in entry
      ? listing(entry.wallet, entry.bucket === 'recommended' ? 'registry' : entry.bucket)
      : fromConnector(kit, entry),
  )
  const shown = new Set(top.flatMap((option) => (option.listing ? [option.listing.id] : [])))
  const rest = input.registry
    .filter((wallet) => !shown.has(wallet.id) && !shownAsConnector(items, wallet))
    .map((wallet) => listing(wallet, 'registry'))
  return { wallets: [...top, ...rest], installed, recent }
}
