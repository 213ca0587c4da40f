import type { AppKitPlugin } from '@appkit/kernel'
import { getNetworksOf } from '@appkit/kernel'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { startSolanaDiscovery } from './discovery/startSolanaDiscovery.js'

export const SOLANA_PLUGIN_NAME = 'appkit:solana'

export interface SolanaOptions {
  /** Wallets to hide, by case-insensitive name (spec §5). */
  excludeWallets?: readonly string[]
}

/**
 * The solana namespace: Solana networks, Wallet Standard discovery (in the browser) and the
 * adapter the kernel connects, signs and sends through. @solana/web3.js loads only when a
 * balance, send or confirmation first needs it.
 *
 * @example
 * const kit = createAppKit({ projectId, networks: [mainnet, solana] }).use(eip155()).use(solana())
 */
export function solana(options: SolanaOptions = {}): AppKitPlugin {
  return {
    name: SOLANA_PLUGIN_NAME,
    namespace: 'solana',
    setup(ctx) {
      const adapter = createSolanaAdapter({
        networks: () => getNetworksOf(ctx.registry.store.getState(), 'solana'),
        ...(ctx.options.fetch ? { fetch: ctx.options.fetch } : {}),
      })
      ctx.register.family(adapter)
      // The teardown stops discovery; the kernel unregisters the adapter and its connectors.
      return typeof window === 'undefined'
        ? undefined
        : startSolanaDiscovery({
            target: window,
            connectors: { addConnector: ctx.register.connector },
            ...(options.excludeWallets ? { excludeWallets: options.excludeWallets } : {}),
          })
    },
  }
}
