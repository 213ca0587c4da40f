import type { AppKitPlugin } from '@appkit/kernel'
import { getNetworksOf } from '@appkit/kernel'
import { createPolkadotAdapter } from './createPolkadotAdapter.js'
import { startPolkadotDiscovery } from './discovery/startPolkadotDiscovery.js'

export const POLKADOT_PLUGIN_NAME = 'appkit:polkadot'

export interface PolkadotOptions {
  /** The name extensions show when asked to allow the app; default the kit's metadata name. */
  dappName?: string
}

/**
 * The polkadot namespace: injectedWeb3 extension discovery (in the browser) and the adapter the
 * kernel connects and signs through. The polkadot crypto libraries load only with
 * `@appkit/polkadot/verify`.
 *
 * @example
 * const kit = createAppKit({ projectId, networks: [polkadotMainnet] }).use(polkadot())
 */
export function polkadot(options: PolkadotOptions = {}): AppKitPlugin {
  return {
    name: POLKADOT_PLUGIN_NAME,
    namespace: 'polkadot',
    setup(ctx) {
      const adapter = createPolkadotAdapter({
        networks: () => getNetworksOf(ctx.registry.store.getState(), 'polkadot'),
        dappName: options.dappName ?? ctx.options.metadata?.name ?? 'AppKit',
      })
      ctx.register.family(adapter)
      // The teardown stops discovery; the kernel unregisters the adapter and its connectors.
      return typeof window === 'undefined'
        ? undefined
        : startPolkadotDiscovery({
            target: window,
            connectors: { addConnector: ctx.register.connector },
          })
    },
  }
}
