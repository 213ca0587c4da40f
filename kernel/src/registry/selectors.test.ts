import { describe, expect, it } from 'vitest'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import {
  getActiveConnection,
  getConnections,
  getConnector,
  getConnectorsOf,
  getNetworksOf,
  isAnyConnected,
  isConnected,
} from './selectors.js'
import { connectThrough, EVM_ADDRESS, eoa, mainnet, polygon, testNetworks } from './testFixtures.js'

describe('selectors', () => {
  it('read the active connection and connection status, per family or for the active one', async () => {
    const registry = createConnectionRegistry({ networks: testNetworks })
    expect(getActiveConnection(registry.store.getState())).toBeUndefined()
    expect(isConnected(registry.store.getState())).toBe(false)
    const connection = await connectThrough(registry, 'eip155', 'injected', async () => ({
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: mainnet,
    }))
    const state = registry.store.getState()
    expect(getActiveConnection(state)).toEqual(connection)
    expect(getActiveConnection(state, 'solana')).toBeUndefined()
    expect(isConnected(state)).toBe(true)
    expect(isConnected(state, 'solana')).toBe(false)
    expect(isConnected(state, 'cosmos')).toBe(false)
    expect(isAnyConnected(state)).toBe(true)
    expect(getConnections(state, 'eip155')).toHaveLength(1)
    expect(getNetworksOf(state, 'eip155')).toEqual([mainnet, polygon])
  })

  it('find connectors by id and by family', () => {
    const registry = createConnectionRegistry({ networks: testNetworks })
    registry.addConnector({ id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' })
    const state = registry.store.getState()
    expect(getConnector(state, 'phantom')?.name).toBe('Phantom')
    expect(getConnectorsOf(state, 'solana')).toHaveLength(1)
    expect(getConnectorsOf(state, 'eip155')).toHaveLength(0)
  })
})
