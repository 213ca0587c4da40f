import { createAppKit, getNamespaceState } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { expect, it } from 'vitest'
import {
  connectTestWallet,
  createTestEvmAdapter,
  TEST_ADDRESS,
  testEvmNetwork,
} from './testEvmWallet.js'

const localhost = testEvmNetwork(1337, 'Localhost', 'http://127.0.0.1:8546')

it('connects a kit to TEST_ADDRESS on its network through an injected connector', async () => {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [localhost],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
  }).use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
  kit.registerAdapter(createTestEvmAdapter(localhost))
  await connectTestWallet(kit)
  const state = kit.registry.store.getState()
  expect(getNamespaceState(state, 'eip155')?.status).toBe('connected')
  expect(getNamespaceState(state, 'eip155')?.address).toBe(TEST_ADDRESS)
  expect(state.activeCaipNetwork?.caipNetworkId).toBe('eip155:1337')
})

it('builds an eip155 network whose CAIP-2 id follows its chain id', () => {
  expect(localhost).toEqual({
    id: 1337,
    name: 'Localhost',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:1337',
    nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  })
})
