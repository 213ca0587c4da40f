import type { AppKit, AppKitPlugin } from '@appkit/kernel'
import { getNetworksOf } from '@appkit/kernel'
import { activeEip155Network } from './activeEip155Network.js'
import { createEip155Adapter } from './createEip155Adapter.js'
import { startEip155Discovery } from './discovery/startEip155Discovery.js'
import { EIP155_READ_METHODS } from './EIP155_READ_METHODS.js'

export const EIP155_PLUGIN_NAME = 'appkit:eip155'

export interface Eip155Options {
  /** Wallets to hide, by rdns or case-insensitive name (spec §5). */
  excludeWallets?: readonly string[]
  /** The AppKit RPC service (gets chainId and projectId); remote networks use public RPCs without it. */
  rpcBaseUrl?: string
}

function tapReadMethods(kit: AppKit, adapter: ReturnType<typeof createEip155Adapter>) {
  let active = true
  kit.hooks.resolveRpc.tapPromise(EIP155_PLUGIN_NAME, async (request) => {
    if (!active || request.namespace !== 'eip155' || !EIP155_READ_METHODS.has(request.method)) {
      return undefined
    }
    const network = activeEip155Network(kit.registry.store.getState())
    if (!network) return undefined
    const client = await adapter.getPublicClient(network)
    const params = Array.isArray(request.params) ? request.params : []
    const send = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
    return send({ method: request.method, params })
  })
  return () => {
    active = false
  }
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
    setup(kit) {
      const adapter = createEip155Adapter({
        networks: () => getNetworksOf(kit.registry.store.getState(), 'eip155'),
        ...(kit.options.projectId ? { projectId: kit.options.projectId } : {}),
        ...(options.rpcBaseUrl ? { rpcBaseUrl: options.rpcBaseUrl } : {}),
        ...(kit.options.fetch ? { fetch: kit.options.fetch } : {}),
        observer: {
          started: (request) => kit.hooks.requestStarted.call(request),
          finished: (request) => kit.hooks.requestFinished.call(request),
        },
      })
      const unregister = kit.registerAdapter(adapter)
      const untap = tapReadMethods(kit, adapter)
      const stopDiscovery =
        typeof window === 'undefined'
          ? undefined
          : startEip155Discovery({
              target: window,
              connectors: kit.registry,
              ...(options.excludeWallets ? { excludeWallets: options.excludeWallets } : {}),
              // The kit's option defaults to the kernel's user-agent check.
              isMobile: kit.options.isMobile ?? (() => false),
            })
      return () => {
        stopDiscovery?.()
        untap()
        unregister()
        adapter.destroy()
      }
    },
  }
}
