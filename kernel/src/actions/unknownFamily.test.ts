import { describe, expect, it } from 'vitest'
import { createAppKit } from '../kit/createAppKit.js'
import { isConnected } from '../registry/selectors.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import { createMemoryAdapter } from './testing/createMemoryAdapter.js'

/** A family the kernel has never heard of: its own CAIP-2 namespace, network and adapter. */
const testfamNet: CaipNetwork = {
  id: 'one',
  name: 'Testfam One',
  chainNamespace: 'testfam',
  caipNetworkId: 'testfam:one',
  nativeCurrency: { name: 'Test Coin', symbol: 'TFC', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

describe('a sixth chain family, with no kernel edit', () => {
  it("'testfam' registers, shows in namespaces, connects, signs and sends through its adapter", async () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [testfamNet],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    const memory = createMemoryAdapter(
      'testfam',
      { address: 'tf1sender', network: testfamNet, balance: '5' },
      { defaultAccountType: 'smartAccount' },
    )
    memory.adapter.isAddress = (address) => address.startsWith('tf1')
    kit.use({
      name: 'test:testfam',
      namespace: 'testfam',
      setup: (context) => context.register.family(memory.adapter),
    })
    kit.registry.addConnector({ id: 'tf-wallet', type: 'INJECTED', name: 'TF', chain: 'testfam' })

    const state = kit.registry.store.getState()
    expect(state.namespaces).toEqual(['testfam'])
    expect(state.activeCaipNetwork).toBe(testfamNet)
    expect(state.chains.testfam?.preferredAccountType).toBe('smartAccount')

    await kit.connect('tf-wallet')
    expect(isConnected(kit.registry.store.getState(), 'testfam')).toBe(true)
    expect(kit.registry.store.getState().activeCaipAddress).toBe('testfam:one:tf1sender')

    await expect(kit.signMessage('hello')).resolves.toBe('signed:hello')
    const hash = await kit.send({
      amount: '1.5',
      receiverAddress: 'tf1receiver',
      token: { symbol: 'TFC', decimals: 6 },
    })
    expect(hash).toBe('0xhash')
    expect(memory.calls.find((call) => call.method === 'send')?.args[0]).toMatchObject({
      from: 'tf1sender',
      to: 'tf1receiver',
      amount: '1.5',
    })
    // The family's own address rule, not an EVM one, checks the receiver.
    await expect(
      kit.send({ amount: '1', receiverAddress: 'bad', token: { symbol: 'TFC', decimals: 6 } }),
    ).rejects.toThrowError('Invalid receiver address: bad')
  })
})
