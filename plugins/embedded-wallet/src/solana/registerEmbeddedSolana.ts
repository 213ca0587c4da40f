import type { PluginContext } from '@appkit/kernel'
import { AUTH_CONNECTOR_ID } from '../policies.js'
import type { EmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import { AUTH_SOLANA_CONNECTOR_ID } from './AUTH_SOLANA_CONNECTOR_ID.js'
import { createEmbeddedSolanaWallet } from './createEmbeddedSolanaWallet.js'
import { syncSolanaProfile } from './syncSolanaProfile.js'

export interface RegisterEmbeddedSolanaOptions {
  ctx: Pick<PluginContext, 'registry' | 'register' | 'accountState'>
  provider: EmbeddedWalletProvider
}

/**
 * The login's Solana account (spec §6: the auth connector serves eip155 and solana), as a
 * Wallet Standard wallet over the same secure frame. Its AUTH connector is registered while the
 * app has the solana family, which may arrive after this plugin; the Account view shows the
 * login's name and email there too. Returns what stops following the registry.
 */
export function registerEmbeddedSolana({ ctx, provider }: RegisterEmbeddedSolanaOptions) {
  const wallet = createEmbeddedSolanaWallet({
    provider,
    // The login is signed out once: by the EVM connection when the app holds one.
    disconnect: async () => {
      const evm = ctx.registry.store.getState().chains.eip155
      if (evm?.connections.some((c) => c.connectorId === AUTH_CONNECTOR_ID)) return
      await provider.disconnect()
    },
  })
  let unregister: (() => void) | undefined
  const follow = (present: boolean) => {
    if (present && !unregister) {
      unregister = ctx.register.connector({
        id: AUTH_SOLANA_CONNECTOR_ID,
        type: 'AUTH',
        name: 'Email',
        chain: 'solana',
        provider: wallet,
      })
    } else if (!present && unregister) {
      unregister()
      unregister = undefined
    }
  }
  const hasSolana = (state: { namespaces: readonly string[] }) =>
    state.namespaces.includes('solana')
  follow(hasSolana(ctx.registry.store.getState()))
  const stopFollowing = ctx.registry.store.subscribe(hasSolana, follow)
  const stopProfile = syncSolanaProfile(ctx, provider)
  // The kernel undoes the connector's registration with the plugin's.
  return () => {
    stopFollowing()
    stopProfile()
  }
}
