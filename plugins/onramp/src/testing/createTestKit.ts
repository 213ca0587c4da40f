import { type AppKit, type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { createTestEvmAdapter } from '@appkit/tests/testEvmWallet'

export const hardhat: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** A kit for tests: memory storage, no remote config, Hardhat, a test eip155 wallet. */
export function createTestKit(options: { blockchainApi?: string } = {}): AppKit {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    ...(options.blockchainApi ? { urls: { blockchainApi: options.blockchainApi } } : {}),
  }).use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
  kit.registerAdapter(createTestEvmAdapter(hardhat))
  return kit
}
