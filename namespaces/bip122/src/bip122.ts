import type { AppKitPlugin } from '@appkit/kernel'
import { getNetworksOf } from '@appkit/kernel'
import { createBip122Adapter } from './createBip122Adapter.js'
import { startBip122Discovery } from './discovery/startBip122Discovery.js'

export const BIP122_PLUGIN_NAME = 'appkit:bip122'

/**
 * The bip122 (Bitcoin) namespace: wallets of `window.btc_providers` (sats-connect providers)
 * and the adapter the kernel connects and signs through; bitcoinjs-lib loads only to sign a
 * PSBT (`kit.adapter('bip122').signPsbt`).
 *
 * @example
 * const kit = createAppKit({ projectId, networks: [bitcoin] }).use(bip122())
 */
export function bip122(): AppKitPlugin {
  return {
    name: BIP122_PLUGIN_NAME,
    namespace: 'bip122',
    setup(ctx) {
      const adapter = createBip122Adapter({
        networks: () => getNetworksOf(ctx.registry.store.getState(), 'bip122'),
      })
      ctx.register.family(adapter)
      // The teardown stops discovery; the kernel unregisters the adapter and its connectors.
      return typeof window === 'undefined'
        ? undefined
        : startBip122Discovery({
            target: window,
            connectors: { addConnector: ctx.register.connector },
          })
    },
  }
}
