import { ACCOUNT_PROFILE, type PluginContext, type RegistryState } from '@appkit/kernel'
import type { IdentityCache } from './createIdentityCache.js'

/** The connected EVM address, or undefined. */
function connectedEvmAddress(state: RegistryState): string | undefined {
  const chain = state.chains.eip155
  return chain?.status === 'connected' ? chain.address : undefined
}

/**
 * Shows the connected EVM account's identity: whenever an address connects, its name and avatar
 * (GET identity/{address}, cached 5 min) become the account's profile (ACCOUNT_PROFILE) name and image, which
 * the Account view shows. A failure, or an identity without them, leaves the profile as it is. Returns the stop.
 */
export function watchIdentity(
  ctx: Pick<PluginContext, 'registry' | 'accountState' | 'logger'>,
  cache: IdentityCache,
): () => void {
  let stopped = false
  function show(address: string | undefined) {
    if (!address) return
    cache.get(address).then(
      (identity) => {
        if (stopped || connectedEvmAddress(ctx.registry.store.getState()) !== address) return
        // Only what the identity has: no name must not wipe one another plugin set (the
        // embedded wallet's email or social name).
        const profile = {
          ...(identity.name ? { name: identity.name } : {}),
          ...(identity.avatar ? { image: identity.avatar } : {}),
        }
        if (Object.keys(profile).length > 0) {
          ctx.accountState.update(ACCOUNT_PROFILE, 'eip155', (shown) => ({ ...shown, ...profile }))
        }
      },
      (error: unknown) => ctx.logger.debug('Identity unavailable', { error: String(error) }),
    )
  }
  show(connectedEvmAddress(ctx.registry.store.getState()))
  const unsubscribe = ctx.registry.store.subscribe(connectedEvmAddress, show)
  return () => {
    stopped = true
    unsubscribe()
  }
}
