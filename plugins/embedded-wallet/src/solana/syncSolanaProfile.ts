import { ACCOUNT_PROFILE, type PluginContext } from '@appkit/kernel'
import { displayName } from '../login/displayName.js'
import type { EmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import { AUTH_SOLANA_CONNECTOR_ID } from './AUTH_SOLANA_CONNECTOR_ID.js'

/**
 * The Account view's name and email on Solana too: while the solana family is connected to the
 * login's Solana account, its profile gets the login's email and display name (spec §5), as the
 * EVM account's does. A name another plugin set stays. Returns what stops following.
 */
export function syncSolanaProfile(
  ctx: Pick<PluginContext, 'registry' | 'accountState'>,
  provider: Pick<EmbeddedWalletProvider, 'store'>,
): () => void {
  const sync = () => {
    const chain = ctx.registry.store.getState().chains.solana
    const user = provider.store.getState().user
    if (chain?.status !== 'connected' || chain.connectorId !== AUTH_SOLANA_CONNECTOR_ID || !user)
      return
    const name = displayName({
      ...(user.email === undefined ? {} : { email: user.email }),
      ...(user.userName === undefined ? {} : { socialUsername: user.userName }),
      ...(user.socialProvider === undefined ? {} : { socialProvider: user.socialProvider }),
    })
    const profile = ctx.accountState.get(ACCOUNT_PROFILE, 'solana')
    if (profile.email === user.email && (profile.name !== undefined || name === undefined)) return
    ctx.accountState.update(ACCOUNT_PROFILE, 'solana', (current) => ({
      ...current,
      ...(user.email === undefined ? {} : { email: user.email }),
      ...(current.name === undefined && name !== undefined ? { name } : {}),
    }))
  }
  const stops = [
    ctx.registry.store.subscribe((state) => state.chains.solana, sync),
    provider.store.subscribe((state) => state.user, sync),
  ]
  sync()
  return () => {
    for (const stop of stops) stop()
  }
}
