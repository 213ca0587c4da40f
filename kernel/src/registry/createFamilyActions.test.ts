import { describe, expect, it, vi } from 'vitest'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import {
  bitcoin,
  connectThrough,
  EVM_ADDRESS,
  eoa,
  mainnet,
  polygon,
  solana,
  testNetworks,
} from './testFixtures.js'

describe('families', () => {
  it("'removing the active adapter switches to another family's first network'", async () => {
    const events = { disconnected: vi.fn() }
    const registry = createConnectionRegistry({ networks: testNetworks, events })
    registry.addConnector({ id: 'injected', type: 'INJECTED', name: 'Browser', chain: 'eip155' })
    await connectThrough(registry, 'eip155', 'injected', async () => ({
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: polygon,
    }))
    registry.removeFamily('eip155')
    const state = registry.store.getState()
    expect(state.namespaces).toEqual(['solana', 'bip122'])
    expect(state.chains.eip155).toBeUndefined()
    expect(state.networks.some((n) => n.chainNamespace === 'eip155')).toBe(false)
    expect(state.connectors).toEqual([])
    expect(state.activeNamespace).toBe('solana')
    expect(state.activeCaipNetwork).toBe(solana)
    expect(state.activeCaipAddress).toBeUndefined()
    expect(events.disconnected).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'injected',
    })
  })

  it('removing an inactive adapter keeps the active network', () => {
    const registry = createConnectionRegistry({ networks: testNetworks })
    registry.removeFamily('bip122')
    expect(registry.store.getState().activeCaipNetwork).toBe(mainnet)
    expect(registry.store.getState().namespaces).toEqual(['eip155', 'solana'])
  })

  it("addFamily adds a family with its networks, starting on the fallback 'eoa' account type (the adapter's own default applies when it registers)", () => {
    const registry = createConnectionRegistry({ networks: [] })
    expect(registry.store.getState().activeCaipNetwork).toBeUndefined()
    registry.addFamily('bip122', [bitcoin])
    const state = registry.store.getState()
    expect(state.namespaces).toEqual(['bip122'])
    expect(state.chains.bip122).toMatchObject({
      caipNetwork: bitcoin,
      preferredAccountType: 'eoa',
    })
    expect(state.activeCaipNetwork).toBe(bitcoin)
    expect(state.switchingNamespace).toBe(false)
  })
})
