import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import { createInitialSendState } from './registryState.js'
import {
  bitcoin,
  connectThrough,
  createRecordingStorage,
  EVM_ADDRESS,
  eoa,
  mainnet,
  polygon,
  SOLANA_ADDRESS,
  solana,
  solanaDevnet,
  testNetworks,
} from './testFixtures.js'

async function setup() {
  const events = { activeNetworkChanged: vi.fn(), sendStateReset: vi.fn() }
  const storage = createRecordingStorage()
  const registry = createConnectionRegistry({ networks: testNetworks, events, storage })
  await connectThrough(registry, 'eip155', 'injected', async () => ({
    accounts: [eoa(EVM_ADDRESS)],
    caipNetwork: mainnet,
  }))
  await connectThrough(registry, 'solana', 'phantom', async () => ({
    accounts: [eoa(SOLANA_ADDRESS)],
    caipNetwork: solana,
  }))
  registry.setActiveNetwork(mainnet)
  registry.setSwitchingNamespace(false)
  events.activeNetworkChanged.mockClear()
  events.sendStateReset.mockClear()
  return { registry, events, storage }
}

describe('active network change', () => {
  it("'Active network change: resets send state'", async () => {
    const { registry, events } = await setup()
    registry.setSendState({ receiverAddress: EVM_ADDRESS, sendTokenAmount: 2, loading: true })
    registry.setActiveNetwork(polygon)
    expect(registry.store.getState().send).toEqual(createInitialSendState())
    expect(events.sendStateReset).toHaveBeenCalledTimes(1)
  })

  it("'sets a switching-namespace flag when the family changes'", async () => {
    const { registry, events } = await setup()
    registry.setActiveNetwork(polygon)
    expect(registry.store.getState().switchingNamespace).toBe(false)
    registry.setActiveNetwork(solanaDevnet)
    expect(registry.store.getState().switchingNamespace).toBe(true)
    expect(registry.store.getState().activeNamespace).toBe('solana')
    expect(events.activeNetworkChanged).toHaveBeenLastCalledWith({
      caipNetwork: solanaDevnet,
      previous: polygon,
      switchingNamespace: true,
    })
  })

  it("'rebuilds the active address from family, network id and account address'", async () => {
    const { registry, storage } = await setup()
    registry.setActiveNetwork(polygon)
    expect(registry.store.getState().activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS}`)
    expect(registry.store.getState().chains.eip155?.caipNetwork).toBe(polygon)
    registry.setActiveNetwork(solanaDevnet.caipNetworkId)
    expect(registry.store.getState().activeCaipAddress).toBe(
      `solana:${solanaDevnet.id}:${SOLANA_ADDRESS}`,
    )
    expect(storage.calls).toContainEqual(['setActiveCaipNetworkId', solanaDevnet.caipNetworkId])
  })

  it("a network not in the configured networks is refused with 'Network Not Found'", async () => {
    const { registry } = await setup()
    const before = registry.store.getState()
    const optimism: CaipNetwork = { ...mainnet, id: 10, caipNetworkId: 'eip155:10', name: 'OP' }
    expect(() => registry.setActiveNetwork(optimism)).toThrow(
      expect.objectContaining({ code: 'NETWORK_NOT_FOUND', shortMessage: 'Network Not Found' }),
    )
    expect(registry.store.getState()).toBe(before)
  })
})

describe('adding and removing networks', () => {
  it("'Removing the active network switches to the first remaining network of that family'", async () => {
    const { registry } = await setup()
    registry.setActiveNetwork(solanaDevnet)
    registry.removeNetwork(solanaDevnet.caipNetworkId)
    const state = registry.store.getState()
    expect(state.networks).not.toContain(solanaDevnet)
    expect(state.activeCaipNetwork).toBe(solana)
    expect(state.chains.solana?.caipNetwork).toBe(solana)
    expect(state.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOLANA_ADDRESS}`)
  })

  it('removing the last network of the active family switches to another family', () => {
    const registry = createConnectionRegistry({ networks: [bitcoin, mainnet] })
    registry.removeNetwork(bitcoin.caipNetworkId)
    expect(registry.store.getState().activeCaipNetwork).toBe(mainnet)
  })

  it('removing an inactive network keeps the active one, and an unknown id is Network Not Found', async () => {
    const { registry } = await setup()
    registry.removeNetwork(polygon.caipNetworkId)
    expect(registry.store.getState().activeCaipNetwork).toBe(mainnet)
    expect(() => registry.removeNetwork(polygon.caipNetworkId)).toThrow(
      expect.objectContaining({ code: 'NETWORK_NOT_FOUND' }),
    )
  })

  it('addNetwork makes a network selectable once, and needs its family to be present', () => {
    const registry = createConnectionRegistry({ networks: [mainnet] })
    expect(() => registry.setActiveNetwork(polygon)).toThrow()
    registry.addNetwork(polygon)
    registry.addNetwork(polygon)
    expect(registry.store.getState().networks).toEqual([mainnet, polygon])
    registry.setActiveNetwork(polygon)
    expect(registry.store.getState().activeCaipNetwork).toBe(polygon)
    expect(() => registry.addNetwork(solana)).toThrow(
      expect.objectContaining({ code: 'CHAIN_NOT_CONFIGURED' }),
    )
  })
})
