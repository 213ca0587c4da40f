import { type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it } from 'vitest'
import { testLocalnet, testMainnet } from '../../testing/createTestKit.js'
import { receiveNetworks } from './receiveNetworks.js'

const solanaLocal: CaipNetwork = {
  id: 'localnet',
  name: 'Solana Local',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

function kitOn(active: CaipNetwork) {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [testMainnet, solanaLocal, testLocalnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  kit.registry.setActiveNetwork(active)
  return kit
}

describe('receiveNetworks', () => {
  it("the app's networks of the active family only (one address serves them all), the active one first", () => {
    const names = (active: CaipNetwork) =>
      receiveNetworks(kitOn(active).registry.store.getState()).map((network) => network.name)
    expect(names(testLocalnet)).toEqual(['Hardhat', 'Ethereum'])
    expect(names(testMainnet)).toEqual(['Ethereum', 'Hardhat'])
    expect(names(solanaLocal)).toEqual(['Solana Local'])
  })

  it("a smart account receives only where smart accounts are enabled (spec §6 'smart accounts only on enabled networks'), and only on the active network until the wallet says where", async () => {
    const kit = kitOn(testLocalnet)
    kit.registry.recordConnection('eip155', {
      connectorId: 'embedded',
      accounts: [{ address: '0x00000000000000000000000000000000000A11cE', type: 'smartAccount' }],
      caipNetwork: testLocalnet,
    })
    const names = () =>
      receiveNetworks(kit.registry.store.getState()).map((network) => network.name)
    expect(names()).toEqual(['Hardhat'])
    kit.registry.updateAccount('eip155', {
      smartAccountEnabledNetworks: [testLocalnet.caipNetworkId, testMainnet.caipNetworkId],
    })
    expect(names()).toEqual(['Hardhat', 'Ethereum'])
    kit.registry.updateAccount('eip155', { smartAccountEnabledNetworks: [] })
    expect(names()).toEqual(['Hardhat'])
  })

  it('an EOA receives on every network of its family', async () => {
    const kit = kitOn(testLocalnet)
    kit.registry.recordConnection('eip155', {
      connectorId: 'injected',
      accounts: [{ address: '0x00000000000000000000000000000000000a11ce', type: 'eoa' }],
      caipNetwork: testLocalnet,
    })
    kit.registry.updateAccount('eip155', { smartAccountEnabledNetworks: [] })
    expect(receiveNetworks(kit.registry.store.getState()).map((n) => n.name)).toEqual([
      'Hardhat',
      'Ethereum',
    ])
  })
})
