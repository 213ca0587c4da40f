import type { AppKit, CaipNetwork, NamespaceAdapter } from '@appkit/kernel'

/** An EVM network for test kits, e.g. `testEvmNetwork(31337, 'Hardhat')` (the emulator's first chain). */
export function testEvmNetwork(
  id: number,
  name: string,
  rpcUrl = 'http://127.0.0.1:8545',
): CaipNetwork {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

/** Hardhat account 0, the account the test wallet connects. */
export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * TEST DOUBLE: an eip155 adapter whose wallet connects TEST_ADDRESS (on the network asked for,
 * else `network`) and does nothing else: no balance, no signature, no transaction.
 */
export function createTestEvmAdapter(network: CaipNetwork): NamespaceAdapter {
  return {
    namespace: 'eip155',
    connect: async (_connector, options) => ({
      accounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
      caipNetwork: options.caipNetwork ?? network,
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

/** Connects a kit's registered eip155 adapter through an injected 'Test Wallet' connector. */
export async function connectTestWallet(kit: AppKit): Promise<void> {
  kit.registry.addConnector({
    id: 'test-wallet',
    type: 'INJECTED',
    name: 'Test Wallet',
    chain: 'eip155',
  })
  await kit.connect('test-wallet')
}
