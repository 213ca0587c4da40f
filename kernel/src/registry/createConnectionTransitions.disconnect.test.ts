import { describe, expect, it, vi } from 'vitest'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import type { NamespaceState } from './registryState.js'
import { isAnyConnected } from './selectors.js'
import {
  connectThrough,
  createRecordingStorage,
  EVM_ADDRESS,
  eoa,
  mainnet,
  SOLANA_ADDRESS,
  solana,
  testNetworks,
} from './testFixtures.js'

async function connectedRegistry() {
  const events = { disconnected: vi.fn() }
  const storage = createRecordingStorage()
  const registry = createConnectionRegistry({ networks: testNetworks, events, storage })
  await connectThrough(registry, 'eip155', 'auth', async () => ({
    accounts: [eoa(EVM_ADDRESS)],
    caipNetwork: mainnet,
  }))
  await connectThrough(registry, 'solana', 'phantom', async () => ({
    accounts: [eoa(SOLANA_ADDRESS)],
    caipNetwork: solana,
  }))
  registry.setPreferredAccountType('eip155', 'eoa')
  registry.updateAccount('eip155', {
    balance: '1.5',
    balanceSymbol: 'ETH',
    tokenBalance: [],
    addressExplorerUrl: 'https://explorer.example/address/0x1',
    connectedWalletInfo: { name: 'Embedded wallet', icon: 'https://img.example/w.png' },
    smartAccountDeployed: true,
  })
  storage.calls.length = 0
  return { registry, events, storage }
}

describe('disconnect', () => {
  it("'Disconnect: clears address, balances, profile, connected-wallet info, social data, sets status disconnected, keeps preferred account type'", async () => {
    const { registry } = await connectedRegistry()
    registry.markDisconnected('eip155')
    const expected: NamespaceState = {
      namespace: 'eip155',
      status: 'disconnected',
      connections: [],
      caipNetwork: mainnet,
      preferredAccountType: 'eoa',
    }
    expect(registry.store.getState().chains.eip155).toStrictEqual(expected)
  })

  it("'removes stored connector id; also clears cached login, email, last chain and social username'", async () => {
    const { registry, storage } = await connectedRegistry()
    registry.markDisconnected('eip155')
    expect(storage.calls).toEqual([
      ['removeConnectorId', 'eip155'],
      ['clearSessionData', 'eip155'],
    ])
  })

  it('disconnecting one family leaves the others connected and emits disconnected for it', async () => {
    const { registry, events } = await connectedRegistry()
    registry.markDisconnected('eip155')
    const state = registry.store.getState()
    expect(state.chains.solana?.status).toBe('connected')
    expect(state.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOLANA_ADDRESS}`)
    expect(events.disconnected).toHaveBeenCalledWith({ namespace: 'eip155', connectorId: 'auth' })
  })

  it('disconnect without a namespace disconnects every family and emits one disconnected event', async () => {
    const { registry, events, storage } = await connectedRegistry()
    registry.markDisconnected()
    const state = registry.store.getState()
    expect(isAnyConnected(state)).toBe(false)
    expect(state.chains.solana?.address).toBeUndefined()
    expect(state.activeCaipAddress).toBeUndefined()
    expect(events.disconnected).toHaveBeenCalledTimes(1)
    expect(events.disconnected).toHaveBeenCalledWith({})
    expect(storage.calls.filter(([method]) => method === 'removeConnectorId')).toHaveLength(3)
  })

  it('disconnecting a family that is not connected emits nothing', () => {
    const events = { disconnected: vi.fn() }
    const registry = createConnectionRegistry({ networks: testNetworks, events })
    registry.markDisconnected('eip155')
    registry.markDisconnected()
    expect(events.disconnected).not.toHaveBeenCalled()
  })
})
