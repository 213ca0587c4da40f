import { arrayOf, isString, literal, partialRecord, refine, struct } from '../guards/guards.js'
import { isChainNamespace } from '../types/ChainNamespace.js'
import { isCaipNetworkId } from '../validators/parseCaipNetworkId.js'
import { defineStorageKey } from './defineStorageKey.js'

const isCaipNetworkIdString = refine(isString, isCaipNetworkId)

export const isRecentWallet = struct(
  { id: isString, name: isString },
  {
    imageId: isString,
    imageUrl: isString,
    rdns: isString,
    chains: arrayOf(isString),
    mobileLink: isString,
    desktopLink: isString,
    webappLink: isString,
  },
)
export type RecentWallet = typeof isRecentWallet extends (v: unknown) => v is infer A ? A : never

/**
 * Every value the kernel persists (stored as `{prefix}:v{version}:{name}`). Plugins declare
 * their own keys with `defineStorageKey` and register them (`register.storageKey`).
 */
export const STORAGE_KEYS = Object.freeze({
  /** The connector each namespace is connected with, for reconnecting on the next visit. */
  connectedConnectorIds: defineStorageKey(
    'connectedConnectorIds',
    partialRecord(isChainNamespace, isString),
  ),
  /** The wallets used last, newest first (at most 2: see `addRecentWallet`). */
  recentWallets: defineStorageKey('recentWallets', arrayOf(isRecentWallet)),
  /** The active network, as a CAIP-2 id. */
  activeCaipNetworkId: defineStorageKey('activeCaipNetworkId', isCaipNetworkIdString),
  /** Preferred account type per namespace; kept on disconnect. */
  preferredAccountTypes: defineStorageKey(
    'preferredAccountTypes',
    partialRecord(isChainNamespace, literal('eoa', 'smartAccount', 'payment', 'ordinal')),
  ),
})
