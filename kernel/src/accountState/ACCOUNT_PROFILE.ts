import { defineAccountStateKey } from './defineAccountStateKey.js'

/** Who the connected account is, as the Account view shows it (spec §3 'profile'). */
export interface AccountProfile {
  /** Shown instead of the short address: a registered name, or the embedded wallet's display name. */
  name?: string
  /** The avatar's URL. */
  image?: string
  /** Shown under the name (the embedded wallet's email login). */
  email?: string
}

/**
 * The profile slice the Account view reads: a slot the UI offers, filled by the plugins that know
 * the account (names, embedded wallet). Each registers it; it lasts while any of them is installed.
 */
export const ACCOUNT_PROFILE = defineAccountStateKey<AccountProfile>('appkit:profile', {})
