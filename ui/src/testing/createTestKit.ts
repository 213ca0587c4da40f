import type { AppKitOptions } from '@appkit/kernel'
import { type AppKit, type CaipNetwork, createAppKit, type NamespaceAdapter } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { UI_FEATURES } from '../features/UI_FEATURES.js'
import { createStandInAdapter, EVM_FAMILY } from './createStandInAdapter.js'

export const testMainnet: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export const testLocalnet: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/**
 * A kit for tests: memory storage, no remote config, two EVM networks, and a stand-in eip155
 * namespace plugin (so the opening rules see an adapter and open Connect) whose adapter says
 * what EVM can do (sends, token balances, the auth connector), with the UI's features registered
 * as AppKitProvider does (so a test may set their values before rendering).
 */
export function createTestKit(
  options: Pick<AppKitOptions, 'locale' | 'messages'> & {
    /** Default: testMainnet and testLocalnet. */
    networks?: readonly [CaipNetwork, ...CaipNetwork[]]
    /** Wallet calls of the stand-in adapter (connect, switchNetwork…) a test needs. */
    adapter?: Partial<NamespaceAdapter>
  } = {},
): AppKit {
  const { networks = [testMainnet, testLocalnet], adapter = {}, ...kitOptions } = options
  const kit = createAppKit({
    ...kitOptions,
    projectId: 'test-project',
    networks: [...networks],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  }).use({
    name: 'test:eip155',
    namespace: 'eip155',
    setup: (context) =>
      context.register.family(createStandInAdapter('eip155', { ...EVM_FAMILY, ...adapter })),
  })
  kit.gates.register(...UI_FEATURES)
  return kit
}
