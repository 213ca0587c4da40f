import type { ConnectMethod, Connector } from '@appkit/kernel'

const WALLET_FIRST: readonly ConnectMethod[] = ['wallet', 'email', 'social']
const LOGINS_FIRST: readonly ConnectMethod[] = ['email', 'social', 'wallet']

export interface ConnectMethodsOrderInput {
  /** The app's `connectMethodsOrder`: exactly the methods it names, in its order. */
  configured: readonly ConnectMethod[] | undefined
  /** The wallets the Connect view lists (after exclusions). */
  listed: readonly Pick<Connector, 'type'>[]
  /** The wallets sit behind one 'Continue with a wallet' entry, which goes under the logins. */
  walletsCollapsed: boolean
}

/**
 * Spec §6 'connect method order: wallet, email, social when an injected or announced wallet
 * exists'; otherwise the logins come first (a visitor without a browser wallet is more likely
 * to use them), as they do when the wallets are collapsed. The app's own order wins.
 */
export function connectMethodsOrder({
  configured,
  listed,
  walletsCollapsed,
}: ConnectMethodsOrderInput): readonly ConnectMethod[] {
  if (configured) return configured
  if (walletsCollapsed) return LOGINS_FIRST
  const browserWallet = listed.some(({ type }) => type === 'INJECTED' || type === 'ANNOUNCED')
  return browserWallet ? WALLET_FIRST : LOGINS_FIRST
}
