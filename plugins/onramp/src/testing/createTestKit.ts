import { type AppKit, type AppKitOptions, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { createTestEvmAdapter, testEvmNetwork } from '@appkit/tests/testEvmWallet'

export const hardhat = testEvmNetwork(31337, 'Hardhat')

/** A kit for tests: memory storage, no remote config, Hardhat, a test eip155 wallet. */
export function createTestKit(
  options: { blockchainApi?: string; features?: AppKitOptions['features'] } = {},
): AppKit {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    ...(options.blockchainApi ? { urls: { blockchainApi: options.blockchainApi } } : {}),
    ...(options.features ? { features: options.features } : {}),
  }).use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
  kit.registerAdapter(createTestEvmAdapter(hardhat))
  return kit
}
