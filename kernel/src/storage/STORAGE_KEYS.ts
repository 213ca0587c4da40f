import {
  arrayOf,
  isBoolean,
  isString,
  literal,
  partialRecord,
  refine,
  struct,
} from '../guards/guards.js'
import { isChainNamespace } from '../types/ChainNamespace.js'
import { SOCIAL_PROVIDERS } from '../types/Features.js'
import { isEmail } from '../validators/isEmail.js'
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
 * their own keys with `defineStorageKey`.
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
  /** The social provider of the embedded-wallet login. */
  connectedSocialProvider: defineStorageKey(
    'connectedSocialProvider',
    literal(...SOCIAL_PROVIDERS),
  ),
  /** The social username shown as display name. */
  connectedSocialUsername: defineStorageKey('connectedSocialUsername', isString),
  /** The embedded wallet's email. */
  email: defineStorageKey('email', refine(isString, isEmail)),
  /** Whether an embedded-wallet (email or social) login is cached, to reconnect silently. */
  cachedLogin: defineStorageKey('cachedLogin', isBoolean),
  /** The network the embedded wallet last used, as a CAIP-2 id. */
  lastChain: defineStorageKey('lastChain', isCaipNetworkIdString),
})

/**
 * Disconnect "removes stored connector id; also clears cached login, email, last chain and
 * social username" and "keeps preferred account type". The connector id is stored per
 * namespace, so the registry removes only the disconnected namespace's entry of
 * `connectedConnectorIds`; the keys below go entirely (with the social provider, as the
 * rule clears social data).
 */
export const KEYS_CLEARED_ON_DISCONNECT = Object.freeze([
  STORAGE_KEYS.cachedLogin,
  STORAGE_KEYS.email,
  STORAGE_KEYS.lastChain,
  STORAGE_KEYS.connectedSocialUsername,
  STORAGE_KEYS.connectedSocialProvider,
])
