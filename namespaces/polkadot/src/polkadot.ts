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
    setup(kit) {
      const adapter = createPolkadotAdapter({
        networks: () => getNetworksOf(kit.registry.store.getState(), 'polkadot'),
        dappName: options.dappName ?? kit.options.metadata?.name ?? 'AppKit',
      })
      const unregister = kit.registerAdapter(adapter)
      const stopDiscovery =
        typeof window === 'undefined'
          ? undefined
          : startPolkadotDiscovery({ target: window, connectors: kit.registry })
      return () => {
        stopDiscovery?.()
        unregister()
      }
    },
  }
}
