import type { AppKitPlugin } from '@appkit/kernel'
import { getNetworksOf } from '@appkit/kernel'
import { createCosmosAdapter } from './createCosmosAdapter.js'
import { startCosmosDiscovery } from './discovery/startCosmosDiscovery.js'

export const COSMOS_PLUGIN_NAME = 'appkit:cosmos'

/**
 * The cosmos namespace: Keplr-style extension discovery (in the browser) and the adapter the
 * kernel connects and signs through. cosmjs is loaded only by `@appkit/cosmos/verify`.
 *
 * @example
 * const kit = createAppKit({ projectId, networks: [cosmoshub] }).use(cosmos())
 */
export function cosmos(): AppKitPlugin {
  return {
    name: COSMOS_PLUGIN_NAME,
    namespace: 'cosmos',
    setup(kit) {
      const browser = typeof window === 'undefined' ? undefined : window
      const adapter = createCosmosAdapter({
        networks: () => getNetworksOf(kit.registry.store.getState(), 'cosmos'),
        ...(browser ? { eventTarget: browser } : {}),
      })
      const unregister = kit.registerAdapter(adapter)
      const stopDiscovery = browser
        ? startCosmosDiscovery({ target: browser, connectors: kit.registry })
        : undefined
      return () => {
        stopDiscovery?.()
        unregister()
      }
    },
  }
}
