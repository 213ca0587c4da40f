import { createKitEip1193Provider } from '@appkit/eip155/interop'
import type { AppKit } from '@appkit/kernel'
import { type Config, type CreateConfigParameters, createConfig, version } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { appKitConnector } from './appKitConnector.js'
import { assertWagmiVersion } from './assertWagmiVersion.js'
import { kitTransport } from './kitTransport.js'
import { toWagmiChain } from './toWagmiChain.js'

export interface CreateWagmiAdapterOptions {
  /** The kit whose modal connects the wallets (with the eip155 plugin). */
  kit: AppKit
  /** wagmi's server-side rendering mode (Next.js): hydrate from `initialState` on the client. */
  ssr?: boolean
  /** wagmi's storage, e.g. `createStorage({ storage: cookieStorage })` for `cookieToInitialState`. */
  storage?: CreateConfigParameters['storage']
}

export interface WagmiAdapter {
  /** Pass to `<WagmiProvider config={wagmiConfig}>` or to wagmi's actions. */
  wagmiConfig: Config<readonly [Chain, ...Chain[]], Record<number, Transport>>
  /** Stops following the kit. */
  destroy(): void
}

/**
 * A wagmi `Config` bound to a kit: its chains are the kit's eip155 networks, its transports the
 * kit's public clients, and its one connector is whatever wallet the modal connected (injected,
 * WalletConnect or the embedded wallet). Throws at once for a wagmi outside the supported range
 * or a kit without eip155 networks.
 *
 * @example
 * const { wagmiConfig } = createWagmiAdapter({ kit })
 * // <WagmiProvider config={wagmiConfig}> ... useAccount(), useSignMessage() ...
 */
export function createWagmiAdapter(options: CreateWagmiAdapterOptions): WagmiAdapter {
  assertWagmiVersion(version)
  const { kit } = options
  const networks = kit.registry.store
    .getState()
    .networks.filter((network) => network.chainNamespace === 'eip155')
  const [first, ...rest] = networks.map(toWagmiChain)
  if (!first) {
    throw new Error(
      '@appkit/wagmi: the kit has no eip155 network: list one in createAppKit({ networks })',
    )
  }
  const provider = createKitEip1193Provider(kit)
  const stopped = new AbortController()
  const wagmiConfig = createConfig({
    chains: [first, ...rest],
    connectors: [appKitConnector(kit, provider, stopped.signal)],
    transports: Object.fromEntries(
      networks.map((network) => [Number(network.id), kitTransport(kit, network)]),
    ),
    // The kit discovers wallets (EIP-6963 and the rest); wagmi lists only the kit's connector.
    multiInjectedProviderDiscovery: false,
    ...(options.ssr === undefined ? {} : { ssr: options.ssr }),
    ...(options.storage === undefined ? {} : { storage: options.storage }),
  })
  return {
    wagmiConfig,
    destroy() {
      stopped.abort()
      provider.destroy()
    },
  }
}
