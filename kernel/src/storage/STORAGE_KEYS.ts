import { Schema } from 'effect'
import { CHAIN_NAMESPACES } from '../types/ChainNamespace.js'
import { SOCIAL_PROVIDERS } from '../types/Features.js'
import { isEmail } from '../validators/isEmail.js'
import { isCaipNetworkId } from '../validators/parseCaipNetworkId.js'
import { defineStorageKey } from './defineStorageKey.js'

const CaipNetworkIdSchema = Schema.String.pipe(Schema.filter((value) => isCaipNetworkId(value)))

/** One optional value per chain namespace, e.g. `{ eip155: 'injected', solana: 'phantom' }`. */
function perNamespace<A, I>(value: Schema.Schema<A, I>) {
  const [eip155, solana, polkadot, bip122, cosmos] = CHAIN_NAMESPACES
  return Schema.Struct({
    [eip155]: Schema.optional(value),
    [solana]: Schema.optional(value),
    [polkadot]: Schema.optional(value),
    [bip122]: Schema.optional(value),
    [cosmos]: Schema.optional(value),
  })
}

export const RecentWalletSchema = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  imageId: Schema.optional(Schema.String),
  imageUrl: Schema.optional(Schema.String),
  rdns: Schema.optional(Schema.String),
  chains: Schema.optional(Schema.Array(Schema.String)),
  mobileLink: Schema.optional(Schema.String),
  desktopLink: Schema.optional(Schema.String),
  webappLink: Schema.optional(Schema.String),
})
export type RecentWallet = typeof RecentWalletSchema.Type

/**
 * Every value the kernel persists (stored as `{prefix}:v{version}:{name}`). Plugins declare
 * their own keys with `defineStorageKey`.
 */
export const STORAGE_KEYS = Object.freeze({
  /** The connector each namespace is connected with, for reconnecting on the next visit. */
  connectedConnectorIds: defineStorageKey('connectedConnectorIds', perNamespace(Schema.String)),
  /** The wallets used last, newest first (at most 2: see `addRecentWallet`). */
  recentWallets: defineStorageKey('recentWallets', Schema.Array(RecentWalletSchema)),
  /** The active network, as a CAIP-2 id. */
  activeCaipNetworkId: defineStorageKey('activeCaipNetworkId', CaipNetworkIdSchema),
  /** Preferred account type per namespace; kept on disconnect. */
  preferredAccountTypes: defineStorageKey(
    'preferredAccountTypes',
    perNamespace(Schema.Literal('eoa', 'smartAccount', 'payment', 'ordinal')),
  ),
  /** The social provider of the embedded-wallet login. */
  connectedSocialProvider: defineStorageKey(
    'connectedSocialProvider',
    Schema.Literal(...SOCIAL_PROVIDERS),
  ),
  /** The social username shown as display name. */
  connectedSocialUsername: defineStorageKey('connectedSocialUsername', Schema.String),
  /** The embedded wallet's email. */
  email: defineStorageKey('email', Schema.String.pipe(Schema.filter((value) => isEmail(value)))),
  /** Whether an embedded-wallet (email or social) login is cached, to reconnect silently. */
  cachedLogin: defineStorageKey('cachedLogin', Schema.Boolean),
  /** The network the embedded wallet last used, as a CAIP-2 id. */
  lastChain: defineStorageKey('lastChain', CaipNetworkIdSchema),
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
