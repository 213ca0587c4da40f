import type { Connector, RecentWallet } from '@appkit/kernel'
import type { ExcludedWallet } from '../../context/ExcludedWallet.js'
import { isExcludedWallet } from '../../utils/isExcludedWallet.js'

/** A wallet row's tag, as a code: the list shows it in the visitor's locale. */
export type ConnectorTag = 'Recent' | 'Installed'

export interface ConnectorListItem {
  connector: Connector
  /** Its place in the spec §6 connector type order. */
  bucket: ConnectorBucket
  tag?: ConnectorTag
}

export interface OrderConnectorsInput {
  connectors: readonly Connector[]
  /** STORAGE_KEYS.recentWallets, newest first. */
  recent: readonly RecentWallet[]
  excluded?: readonly ExcludedWallet[]
  /** 'recent wallets kept 2' (spec §9). */
  recentLimit?: number
}

/** Spec §6 connector type order. */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export type ConnectorBucket = (typeof CONNECTOR_TYPE_ORDER)[number]

/** Connectors of wallets found in this browser (EIP-6963, an injected provider, a multi-chain one). */
export const INSTALLED_TYPES: readonly Connector['type'][] = [
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
]

function bucketOf(connector: Connector): ConnectorBucket | undefined {
  if (connector.type === 'AUTH') return undefined // Email and socials are not wallets of this list.
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (INSTALLED_TYPES.includes(connector.type)) return 'injected'
  // EXTERNAL, and a type a plugin brings (its destination is the plugin's to register).
  return 'external'
}

function matchesRecent(connector: Connector, wallet: RecentWallet): boolean {
  return (
    connector.id === wallet.id ||
    (wallet.rdns !== undefined && connector.info?.rdns === wallet.rdns)
  )
}

/**
 * The Connect view's wallets in the spec's connector type order (§6: walletConnect, recent,
 * injected, featured, custom, external, recommended). Recent wallets are the 2 newest of
 * storage whose connector is present; excluded wallets are hidden. WALLET_CONNECT connectors
 * (one per namespace of a WalletConnect session) show as one entry, the first registered.
 */
export function orderConnectors(input: OrderConnectorsInput): ConnectorListItem[] {
  const { connectors, recent, excluded = [], recentLimit = 2 } = input
  // WalletConnect registers a connector per namespace of its one session: one entry shows.
  const firstWalletConnect = connectors.find((c) => c.type === 'WALLET_CONNECT')
  const visible = connectors.filter(
    (c) =>
      bucketOf(c) !== undefined &&
      (c.type !== 'WALLET_CONNECT' || c === firstWalletConnect) &&
      !isExcludedWallet({ id: c.explorerId ?? c.id, name: c.name, rdns: c.info?.rdns }, excluded),
  )
  const recentConnectors: Connector[] = []
  for (const wallet of recent.slice(0, recentLimit)) {
    const match = visible.find((c) => matchesRecent(c, wallet) && !recentConnectors.includes(c))
    if (match) recentConnectors.push(match)
  }
  const buckets: Record<ConnectorBucket, ConnectorListItem[]> = {
    walletConnect: [],
    recent: recentConnectors.map((connector) => ({ connector, bucket: 'recent', tag: 'Recent' })),
    injected: [],
    featured: [],
    custom: [],
    external: [],
    recommended: [],
  }
  for (const connector of visible) {
    if (recentConnectors.includes(connector)) continue
    const bucket = bucketOf(connector)!
    buckets[bucket].push(
      bucket === 'injected' ? { connector, bucket, tag: 'Installed' } : { connector, bucket },
    )
  }
  return CONNECTOR_TYPE_ORDER.flatMap((bucket) => buckets[bucket])
}
