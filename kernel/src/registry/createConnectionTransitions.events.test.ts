import { describe, expect, it, vi } from 'vitest'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import { getNamespaceState, isConnected, isUnsupportedChain } from './selectors.js'
import {
  connectThrough,
  createRecordingStorage,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
  eoa,
  mainnet,
  polygon,
  testNetworks,
} from './testFixtures.js'

async function connectedRegistry() {
  const events = {
    accountChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnected: vi.fn(),
    sendStateReset: vi.fn(),
  }
  const storage = createRecordingStorage()
  const registry = createConnectionRegistry({ networks: testNetworks, events, storage })
  await connectThrough(registry, 'eip155', 'injected', async () => ({
    accounts: [eoa(EVM_ADDRESS)],
    caipNetwork: mainnet,
  }))
  storage.calls.length = 0
  events.sendStateReset.mockClear()
  return { registry, events, storage }
}

describe('connector events', () => {
  it("'account change adds or replaces the connection': replaces the current connection's accounts", async () => {
    const { registry, events } = await connectedRegistry()
    registry.recordAccounts('eip155', 'injected', [eoa(EVM_ADDRESS_2)])
    const state = registry.store.getState()
    expect(state.chains.eip155?.connections).toEqual([
      { connectorId: 'injected', accounts: [eoa(EVM_ADDRESS_2)], caipNetwork: mainnet },
    ])
    expect(state.chains.eip155?.address).toBe(EVM_ADDRESS_2)
    expect(state.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS_2}`)
    expect(events.accountChanged).toHaveBeenCalledWith({
      namespace: 'eip155',
      address: EVM_ADDRESS_2,
      connectorId: 'injected',
    })
  })

  it("'account change adds or replaces the connection': adds a connection for another connector without changing the current one", async () => {
    const { registry, events } = await connectedRegistry()
    registry.recordAccounts('eip155', 'walletConnect', [eoa(EVM_ADDRESS_2)])
    const chain = getNamespaceState(registry.store.getState(), 'eip155')
    expect(chain?.connections.map((c) => c.connectorId)).toEqual(['injected', 'walletConnect'])
    expect(chain?.connectorId).toBe('injected')
    expect(chain?.address).toBe(EVM_ADDRESS)
    expect(events.accountChanged).not.toHaveBeenCalled()
  })

  it("'account change adds ... the connection': the first connection of a disconnected family becomes current", () => {
    const registry = createConnectionRegistry({ networks: testNetworks })
    registry.recordAccounts('eip155', 'injected', [eoa(EVM_ADDRESS)])
    const state = registry.store.getState()
    expect(isConnected(state, 'eip155')).toBe(true)
    expect(state.chains.eip155?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
  })

  it("'empty account list disconnects'", async () => {
    const { registry, events, storage } = await connectedRegistry()
    registry.recordAccounts('eip155', 'injected', [])
    const state = registry.store.getState()
    expect(state.chains.eip155?.status).toBe('disconnected')
    expect(state.chains.eip155?.connections).toEqual([])
    expect(state.chains.eip155?.address).toBeUndefined()
    expect(state.activeCaipAddress).toBeUndefined()
    expect(storage.calls).toContainEqual(['removeConnectorId', 'eip155'])
    expect(events.disconnected).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'injected',
    })
  })

  it("'chain change updates the connection's network' and, for the active connection, the active network and address", async () => {
    const { registry, events } = await connectedRegistry()
    registry.recordChain('eip155', 'injected', '0x89')
    const state = registry.store.getState()
    expect(state.chains.eip155?.connections[0]?.caipNetwork).toBe(polygon)
    expect(state.chains.eip155?.caipNetwork).toBe(polygon)
    expect(state.activeCaipNetwork).toBe(polygon)
    expect(state.activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
    expect(isUnsupportedChain(state)).toBe(false)
    expect(events.sendStateReset).toHaveBeenCalledTimes(1)
    expect(events.chainChanged).toHaveBeenCalledWith({
      namespace: 'eip155',
      caipNetwork: polygon,
      connectorId: 'injected',
      unsupported: false,
    })
  })

  it('a chain change to an unconfigured chain keeps the connection on an Unknown Network and flags unsupportedChain', async () => {
    const { registry, events } = await connectedRegistry()
    registry.recordChain('eip155', 'injected', 10)
    const state = registry.store.getState()
    const connection = state.chains.eip155?.connections[0]
    expect(connection?.connectorId).toBe('injected')
    expect(connection?.caipNetwork).toMatchObject({
      id: 10,
      caipNetworkId: 'eip155:10',
      name: 'Unknown Network',
    })
    expect(isUnsupportedChain(state, 'eip155')).toBe(true)
    expect(state.activeCaipAddress).toBe(`eip155:10:${EVM_ADDRESS}`)
    expect(events.chainChanged).toHaveBeenCalledWith(expect.objectContaining({ unsupported: true }))
    registry.recordChain('eip155', 'injected', 1)
    expect(isUnsupportedChain(registry.store.getState(), 'eip155')).toBe(false)
  })

  it("a chain change for a connector without a connection fails with 'Connector not connected'", async () => {
    const { registry } = await connectedRegistry()
    expect(() => registry.recordChain('eip155', 'walletConnect', 137)).toThrow(
      expect.objectContaining({ code: 'CONNECTOR_NOT_CONNECTED' }),
    )
  })

  it("'when no connections remain a disconnect event is emitted'", async () => {
    const { registry, events } = await connectedRegistry()
    registry.recordAccounts('eip155', 'walletConnect', [eoa(EVM_ADDRESS_2)])
    registry.removeConnection('eip155', 'walletConnect')
    expect(events.disconnected).not.toHaveBeenCalled()
    expect(isConnected(registry.store.getState(), 'eip155')).toBe(true)
    registry.removeConnection('eip155', 'injected')
    expect(events.disconnected).toHaveBeenCalledTimes(1)
    expect(events.disconnected).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'injected',
    })
    expect(isConnected(registry.store.getState(), 'eip155')).toBe(false)
    registry.removeConnection('eip155', 'injected')
    expect(events.disconnected).toHaveBeenCalledTimes(1)
  })

  it("'when the main EVM connector disconnects, the first available connection is announced'", async () => {
    const { registry, events, storage } = await connectedRegistry()
    registry.recordAccounts('eip155', 'walletConnect', [eoa(EVM_ADDRESS_2)])
    registry.recordChain('eip155', 'walletConnect', 137)
    registry.removeConnection('eip155', 'injected')
    const state = registry.store.getState()
    expect(state.chains.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: EVM_ADDRESS_2,
      caipNetwork: polygon,
    })
    expect(state.chains.eip155?.connections.map((c) => c.connectorId)).toEqual(['walletConnect'])
    expect(state.activeCaipNetwork).toBe(polygon)
    expect(state.activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS_2}`)
    expect(storage.calls).toContainEqual(['setConnectorId', 'eip155', 'walletConnect'])
    expect(events.accountChanged).toHaveBeenLastCalledWith({
      namespace: 'eip155',
      address: EVM_ADDRESS_2,
      connectorId: 'walletConnect',
    })
    expect(events.disconnected).not.toHaveBeenCalled()
  })
})
