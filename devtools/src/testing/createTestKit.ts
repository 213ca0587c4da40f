import {
  type AppKit,
  type AppKitPlugin,
  type CaipNetwork,
  createAppKit,
  type NamespaceAdapter,
} from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'

/** TEST FIXTURE: a local EVM network (no chain library needed). */
export const testNetwork: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://rpc.test/31337'] } },
}

export const TEST_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const TEST_HASH = `0x${'ab'.repeat(32)}`

/**
 * TEST DOUBLE: a namespace plugin with an in-memory wallet (its provider object is hostile on
 * purpose: a cycle, a function and a bigint), so a real kit can connect and send offline.
 */
export function testWalletPlugin(): AppKitPlugin {
  const provider: Record<string, unknown> = { request: async () => null, chainId: 31337n }
  provider.self = provider
  const adapter: NamespaceAdapter = {
    namespace: 'eip155',
    connect: async () => ({
      accounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
      caipNetwork: testNetwork,
    }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({
      formatted: '1.5',
      value: 15n * 10n ** 17n,
      decimals: 18,
      symbol: 'ETH',
    }),
    signMessage: async (_connector, _address, message) => `signed:${message}`,
    send: async () => TEST_HASH,
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    watch: () => () => {},
  }
  return {
    name: 'test:wallet',
    namespace: 'eip155',
    setup(ctx) {
      ctx.register.family(adapter)
      ctx.register.connector({
        id: 'test.wallet',
        type: 'ANNOUNCED',
        name: 'Test Wallet',
        chain: 'eip155',
        info: { rdns: 'test.wallet' },
        provider,
      })
    },
  }
}

/** A JSON response, for a test's fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A real kit (kernel only) with the test wallet, offline: `fetch` answers every call. */
export function createTestKit(
  options: { fetch?: typeof fetch; withWallet?: boolean; api?: string } = {},
): AppKit {
  const kit = createAppKit({
    projectId: 'devtools-test',
    networks: [testNetwork],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'debug',
    urls: { api: options.api ?? 'http://api.test' },
    fetch: options.fetch ?? (async () => jsonResponse({ message: 'no test server' }, 404)),
  })
  if (options.withWallet !== false) kit.use(testWalletPlugin())
  return kit
}
