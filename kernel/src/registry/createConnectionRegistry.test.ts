import { describe, expect, it } from 'vitest'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import { createInitialSendState } from './registryState.js'
import { EVM_ADDRESS, eoa, mainnet, polygon, solana, testNetworks } from './testFixtures.js'

describe('createConnectionRegistry', () => {
  it('starts with one disconnected state per configured family and the default network active', () => {
    const state = createConnectionRegistry({
      networks: [mainnet, polygon, solana, polygon],
      defaultNetwork: polygon,
    }).store.getState()
    expect(state.networks).toEqual([mainnet, polygon, solana])
    expect(state.namespaces).toEqual(['eip155', 'solana'])
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeCaipNetwork).toBe(polygon)
    expect(state.chains.eip155).toMatchObject({ status: 'disconnected', caipNetwork: polygon })
    expect(state.chains.solana).toMatchObject({ status: 'disconnected', caipNetwork: solana })
    expect(state.send).toEqual(createInitialSendState())
    expect(state.switchingNamespace).toBe(false)
    expect(state.reconnecting).toBe(false)
  })

  it('the first network is active when no default is given', () => {
    const state = createConnectionRegistry({ networks: [solana, mainnet] }).store.getState()
    expect(state.activeCaipNetwork).toBe(solana)
  })

  it('connectors are deduplicated by id and can be removed', () => {
    const registry = createConnectionRegistry({ networks: testNetworks })
    registry.addConnector({ id: 'injected', type: 'INJECTED', name: 'Browser', chain: 'eip155' })
    registry.addConnector({ id: 'injected', type: 'INJECTED', name: 'MetaMask', chain: 'eip155' })
    registry.addConnector({ id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' })
    expect(registry.store.getState().connectors.map((c) => c.name)).toEqual(['MetaMask', 'Phantom'])
    registry.removeConnector('injected')
    expect(registry.store.getState().connectors.map((c) => c.id)).toEqual(['phantom'])
  })

  it('two registries share nothing', async () => {
    const a = createConnectionRegistry({ networks: testNetworks })
    const b = createConnectionRegistry({ networks: testNetworks })
    a.addConnector({ id: 'injected', type: 'INJECTED', name: 'Browser', chain: 'eip155' })
    a.recordConnection('eip155', {
      connectorId: 'injected',
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: mainnet,
    })
    a.setActiveNetwork(solana)
    a.setSendState({ receiverAddress: 'x' })
    const stateB = b.store.getState()
    expect(stateB.connectors).toEqual([])
    expect(stateB.chains.eip155?.status).toBe('disconnected')
    expect(stateB.activeCaipNetwork).toBe(mainnet)
    expect(stateB.send.receiverAddress).toBeUndefined()
    expect(a.store).not.toBe(b.store)
  })
})
