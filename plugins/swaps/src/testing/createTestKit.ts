import {
  type AppKit,
  type AppKitOptions,
  type CaipNetwork,
  createAppKit,
  type NamespaceAdapter,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'

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

/** Hardhat account 0, the account the test wallet connects. */
export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** TEST DOUBLE: an eip155 adapter whose wallet connects TEST_ADDRESS and does nothing else. */
function createTestAdapter(): NamespaceAdapter {
  return {
    namespace: 'eip155',
    connect: async (_connector, options) => ({
      accounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
      caipNetwork: options.caipNetwork ?? hardhat,
    }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ formatted: '0', value: 0n, decimals: 18, symbol: 'ETH' }),
    signMessage: async () => '0x',
    send: async () => '0x',
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    watch: () => () => {},
  }
}

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
  kit.registerAdapter(createTestAdapter())
  return kit
}

/** Connects the test wallet through an injected connector. */
export async function connectWallet(kit: AppKit): Promise<void> {
  kit.registry.addConnector({
    id: 'test-wallet',
    type: 'INJECTED',
    name: 'Test Wallet',
    chain: 'eip155',
  })
  await kit.connect('test-wallet')
}
