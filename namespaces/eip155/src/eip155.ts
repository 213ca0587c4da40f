import type { AppKitPlugin, PluginContext } from '@appkit/kernel'
import { getNetworksOf } from '@appkit/kernel'
import { activeEip155Network } from './activeEip155Network.js'
import { createEip155Adapter, type Eip155Adapter } from './createEip155Adapter.js'
import { startEip155Discovery } from './discovery/startEip155Discovery.js'

export const EIP155_PLUGIN_NAME = 'appkit:eip155'

export interface Eip155Options {
  /** Wallets to hide, by rdns or case-insensitive name (spec §5). */
  excludeWallets?: readonly string[]
  /** The AppKit RPC service (gets chainId and projectId); remote networks use public RPCs without it. */
  rpcBaseUrl?: string
}

/** Answers `request('eip155', ...)` for EVM read methods on the active network. */
function tapReadMethods(ctx: Pick<PluginContext, 'hooks' | 'registry'>, adapter: Eip155Adapter) {
  ctx.hooks.resolveRpc.tapPromise(EIP155_PLUGIN_NAME, async (request) => {
    if (request.namespace !== 'eip155') return undefined
    const { answerReadMethod } = await import('./answerReadMethod.js')
    return answerReadMethod(request, async () => {
      const network = activeEip155Network(ctx.registry.store.getState())
      return network ? adapter.getPublicClient(network) : undefined
    })
  })
}

/**
 * The eip155 namespace: EVM networks, EIP-6963 and injected wallet discovery (in the browser),
 * the adapter the kernel connects, switches, signs and sends through, and `kit.request` for
 * EVM read methods on the active network.
 *
 * @example
 * const kit = createAppKit({ projectId, networks: [mainnet, base] }).use(eip155())
 */
export function eip155(options: Eip155Options = {}): AppKitPlugin {
  return {
    name: EIP155_PLUGIN_NAME,
    namespace: 'eip155',
    setup(ctx) {
      const adapter = createEip155Adapter({
        networks: () => getNetworksOf(ctx.registry.store.getState(), 'eip155'),
        ...(ctx.options.projectId ? { projectId: ctx.options.projectId } : {}),
        ...(options.rpcBaseUrl ? { rpcBaseUrl: options.rpcBaseUrl } : {}),
        ...(ctx.options.fetch ? { fetch: ctx.options.fetch } : {}),
        // The kit fires its request hooks for the RPC and wallet calls the adapter makes.
        requestObserver: (source) => ctx.requestObserver(source),
      })
      ctx.register.family(adapter)
      tapReadMethods(ctx, adapter)
      const stopDiscovery =
        typeof window === 'undefined'
          ? undefined
          : startEip155Discovery({
              target: window,
              connectors: { addConnector: ctx.register.connector },
              ...(options.excludeWallets ? { excludeWallets: options.excludeWallets } : {}),
              // The kit's option defaults to the kernel's user-agent check.
              isMobile: ctx.options.isMobile ?? (() => false),
            })
      // The kernel unregisters the adapter, the read-method tap and the connectors at teardown.
      return () => {
        stopDiscovery?.()
        adapter.destroy()
      }
    },
  }
}
