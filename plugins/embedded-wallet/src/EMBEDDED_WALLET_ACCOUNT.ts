import { defineAccountStateKey } from '@appkit/kernel'
import type { EmbeddedUser } from './protocol/frameMessageSchema.js'

/** What the embedded wallet knows of its connected account (spec §3 user and social data). */
export interface EmbeddedWalletAccount {
  /** The secure site's user, as last synced to the account. */
  user?: EmbeddedUser
  socialProvider?: EmbeddedUser['socialProvider']
  /** The social login's username (the display name's first choice). */
  socialUsername?: string
}

/**
 * The embedded wallet's per-account state, read with
 * `accountState.get(EMBEDDED_WALLET_ACCOUNT, 'eip155')` (on the app's kit or a plugin's context).
 */
export const EMBEDDED_WALLET_ACCOUNT = defineAccountStateKey<EmbeddedWalletAccount>(
  'appkit:embedded-wallet',
  {},
)
