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
    setup(ctx) {
      const browser = typeof window === 'undefined' ? undefined : window
      const adapter = createCosmosAdapter({
        networks: () => getNetworksOf(ctx.registry.store.getState(), 'cosmos'),
        ...(browser ? { eventTarget: browser } : {}),
      })
      ctx.register.family(adapter)
      // The teardown stops discovery; the kernel unregisters the adapter and its connectors.
      return browser
        ? startCosmosDiscovery({
            target: browser,
            connectors: { addConnector: ctx.register.connector },
          })
        : undefined
    },
  }
}
