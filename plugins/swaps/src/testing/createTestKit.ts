import { type AppKit, type AppKitOptions, type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { createTestEvmAdapter } from '@appkit/tests/testEvmWallet'

const network = (id: number, name: string): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

export const hardhat = network(31337, 'Hardhat')
export const localhost = network(1337, 'Localhost')

/** A kit for tests: memory storage, no remote config, Hardhat and Localhost, a test wallet. */
export function createTestKit(features?: AppKitOptions['features']): AppKit {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat, localhost],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    ...(features ? { features } : {}),
  }).use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
  kit.registerAdapter(createTestEvmAdapter(hardhat))
  return kit
}
