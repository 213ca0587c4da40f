import { SOCIAL_PROVIDERS } from '@appkit/kernel'
import { isBoolean, isString, literal, refine } from '@appkit/kernel/guards'
import { defineStorageKey } from '@appkit/kernel/storage'
import { isCaipNetworkId, isEmail } from '@appkit/kernel/validators'

/**
 * What the embedded wallet persists in the kit's storage; its `setup` registers each
 * (`ctx.register.storageKey`). Each is cleared when the wallet disconnects: "clears cached login,
 * email, last chain and social username" (spec §4), with the social provider, as the rule clears
 * social data.
 */
export const EMBEDDED_WALLET_STORAGE_KEYS = Object.freeze([
  /** The social provider of the login. */
  defineStorageKey('connectedSocialProvider', literal(...SOCIAL_PROVIDERS), {
    clearOnDisconnect: true,
  }),
  /** The social username shown as display name. */
  defineStorageKey('connectedSocialUsername', isString, { clearOnDisconnect: true }),
  /** The login's email. */
  defineStorageKey('email', refine(isString, isEmail), { clearOnDisconnect: true }),
  /** Whether an email or social login is cached, to reconnect silently. */
  defineStorageKey('cachedLogin', isBoolean, { clearOnDisconnect: true }),
  /** The network the embedded wallet last used, as a CAIP-2 id. */
  defineStorageKey('lastChain', refine(isString, isCaipNetworkId), { clearOnDisconnect: true }),
] as const)
