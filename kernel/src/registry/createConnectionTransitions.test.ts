import { describe, expect, it, vi } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import { getActiveConnection, getNamespaceState, isConnected } from './selectors.js'
import {
  connectThrough,
  createRecordingStorage,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
  eoa,
  mainnet,
  polygon,
  SOLANA_ADDRESS,
  solana,
  testNetworks,
} from './testFixtures.js'

function setup() {
  const events = { connected: vi.fn(), activeNetworkChanged: vi.fn() }
  const storage = createRecordingStorage()
  const registry = createConnectionRegistry({ networks: testNetworks, events, storage })
  return { registry, events, storage }
}

describe('connect', () => {
  it("sets the family's status to 'connecting' while the wallet call runs", async () => {
    const { registry } = setup()
    let statusDuringRun: string | undefined
    await connectThrough(registry, 'eip155', 'injected', async () => {
      statusDuringRun = registry.store.getState().chains.eip155?.status
      return { accounts: [eoa(EVM_ADDRESS)], caipNetwork: mainnet }
    })
    expect(statusDuringRun).toBe('connecting')
    expect(registry.store.getState().chains.eip155?.status).toBe('connected')
  })

  it('on success stores the connection, sets status connected, the active family, network and address, stores the connector id and emits connected', async () => {
    const { registry, events, storage } = setup()
    const connection = await connectThrough(registry, 'solana', 'phantom', async () => ({
      accounts: [eoa(SOLANA_ADDRESS)],
      caipNetwork: solana,
    }))
    const state = registry.store.getState()
    expect(state.chains.solana).toMatchObject({
      status: 'connected',
      connectorId: 'phantom',
      address: SOLANA_ADDRESS,
      caipNetwork: solana,
      caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}`,
    })
    expect(state.chains.solana?.connections).toEqual([connection])
    expect(state.activeNamespace).toBe('solana')
    expect(state.activeCaipNetwork).toBe(solana)
    expect(state.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOLANA_ADDRESS}`)
    expect(state.switchingNamespace).toBe(false)
    expect(storage.calls).toContainEqual(['setConnectorId', 'solana', 'phantom'])
    expect(events.connected).toHaveBeenCalledWith({ namespace: 'solana', connection })
    expect(getActiveConnection(state)).toEqual(connection)
  })

  it('with activate: false the family joins (connected, its address, connected event) and the active family and network stay', async () => {
    const { registry, events } = setup()
    await connectThrough(registry, 'eip155', 'wc', async () => ({
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: mainnet,
    }))
    events.activeNetworkChanged.mockClear()
    await connectThrough(
      registry,
      'solana',
      'wc:solana',
      async () => ({ accounts: [eoa(SOLANA_ADDRESS)], caipNetwork: solana }),
      { activate: false },
    )
    const state = registry.store.getState()
    expect(state.chains.solana).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeCaipNetwork?.caipNetworkId).toBe(mainnet.caipNetworkId)
    expect(events.activeNetworkChanged).not.toHaveBeenCalled()
    expect(events.connected).toHaveBeenCalledTimes(2)
  })

  it("'A failed connect returns to connected if a current connection exists' and restores the previous state exactly", async () => {
    const { registry, events } = setup()
    await connectThrough(registry, 'eip155', 'injected', async () => ({
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: polygon,
    }))
    const before = registry.store.getState()
    events.connected.mockClear()
    const failure = connectThrough(registry, 'eip155', 'walletConnect', async () => {
      throw new Error('User rejected the request')
    })
    await expect(failure).rejects.toBeInstanceOf(AppKitError)
    await expect(failure).rejects.toMatchObject({ message: 'User rejected the request' })
    const after = registry.store.getState()
    expect(after.chains.eip155).toEqual(before.chains.eip155)
    expect(after.chains.eip155?.status).toBe('connected')
    expect(after).toEqual(before)
    expect(events.connected).not.toHaveBeenCalled()
  })

  it('a connect that succeeded while another was pending is kept when the other one fails', async () => {
    const { registry } = setup()
    let rejectFirst: (error: Error) => void = () => {}
    const first = connectThrough(
      registry,
      'eip155',
      'walletA',
      () =>
        new Promise((_resolve, reject) => {
          rejectFirst = reject
        }),
    )
    await connectThrough(registry, 'eip155', 'walletB', async () => ({
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: polygon,
    }))
    rejectFirst(new Error('User rejected the request'))
    await expect(first).rejects.toBeInstanceOf(AppKitError)
    const family = registry.store.getState().chains.eip155
    expect(family?.status).toBe('connected')
    expect(family?.connectorId).toBe('walletB')
  })

  it('a disconnect while the wallet is being asked wins over its late approval', async () => {
    const { registry } = setup()
    let approve: () => void = () => {}
    const pending = connectThrough(
      registry,
      'eip155',
      'injected',
      () =>
        new Promise((resolve) => {
          approve = () => resolve({ accounts: [eoa(EVM_ADDRESS)], caipNetwork: polygon })
        }),
    )
    registry.markDisconnected('eip155')
    approve()
    await expect(pending).rejects.toThrowError('Connection rejected')
    expect(registry.store.getState().chains.eip155?.status).toBe('disconnected')
  })

  it("'A failed connect returns to ... disconnected' when no current connection exists", async () => {
    const { registry } = setup()
    const before = registry.store.getState()
    const original = new Error('Connection rejected')
    const failure = connectThrough(registry, 'eip155', 'injected', async () => {
      throw original
    })
    await expect(failure).rejects.toMatchObject({ cause: original, category: 'PROVIDER_ERROR' })
    expect(registry.store.getState().chains.eip155?.status).toBe('disconnected')
    expect(registry.store.getState()).toEqual(before)
  })

  it("'Connecting the same connector as the current one is rejected'", async () => {
    const { registry } = setup()
    const run = vi.fn(async () => ({ accounts: [eoa(EVM_ADDRESS)], caipNetwork: mainnet }))
    await connectThrough(registry, 'eip155', 'injected', run)
    const before = registry.store.getState()
    await expect(connectThrough(registry, 'eip155', 'injected', run)).rejects.toMatchObject({
      shortMessage: 'Connector already connected',
      code: 'CONNECTOR_ALREADY_CONNECTED',
    })
    expect(run).toHaveBeenCalledTimes(1)
    expect(registry.store.getState()).toBe(before)
  })

  it('a second connector in the same family adds a connection and becomes the current one', async () => {
    const { registry } = setup()
    await connectThrough(registry, 'eip155', 'injected', async () => ({
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: mainnet,
    }))
    await connectThrough(registry, 'eip155', 'walletConnect', async () => ({
      accounts: [eoa(EVM_ADDRESS_2)],
      caipNetwork: mainnet,
    }))
    const chain = getNamespaceState(registry.store.getState(), 'eip155')
    expect(chain?.connections.map((c) => c.connectorId)).toEqual(['injected', 'walletConnect'])
    expect(chain?.connectorId).toBe('walletConnect')
    expect(chain?.address).toBe(EVM_ADDRESS_2)
  })

  it("'connector unavailable while reconnecting': connect is refused while the reconnecting flag is set", async () => {
    const { registry } = setup()
    registry.setReconnecting(true)
    const run = vi.fn(async () => ({ accounts: [eoa(EVM_ADDRESS)], caipNetwork: mainnet }))
    await expect(connectThrough(registry, 'eip155', 'injected', run)).rejects.toMatchObject({
      code: 'CONNECTOR_UNAVAILABLE_RECONNECTING',
    })
    expect(run).not.toHaveBeenCalled()
    registry.setReconnecting(false)
    await connectThrough(registry, 'eip155', 'injected', run)
    expect(isConnected(registry.store.getState(), 'eip155')).toBe(true)
  })

  it("'chain not configured': connecting a family without an adapter is refused", async () => {
    const registry = createConnectionRegistry({ networks: [mainnet] })
    await expect(
      connectThrough(registry, 'solana', 'phantom', async () => ({
        accounts: [eoa(SOLANA_ADDRESS)],
        caipNetwork: solana,
      })),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_CONFIGURED' })
  })

  it("'connector chain differs from the connection's chain': a registered connector of another family, or a run answering on another family, is refused", async () => {
    const { registry } = setup()
    registry.addConnector({ id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' })
    const run = vi.fn(async () => ({ accounts: [eoa(EVM_ADDRESS)], caipNetwork: mainnet }))
    await expect(connectThrough(registry, 'eip155', 'phantom', run)).rejects.toMatchObject({
      code: 'CONNECTOR_CHAIN_MISMATCH',
    })
    expect(run).not.toHaveBeenCalled()
    await expect(
      connectThrough(registry, 'eip155', 'injected', async () => ({
        accounts: [eoa(SOLANA_ADDRESS)],
        caipNetwork: solana,
      })),
    ).rejects.toMatchObject({ code: 'CONNECTOR_CHAIN_MISMATCH' })
    expect(registry.store.getState().chains.eip155?.status).toBe('disconnected')
  })

  it("'account not found for connector': a connect that returns no account fails and restores the state", async () => {
    const { registry } = setup()
    await expect(
      connectThrough(registry, 'eip155', 'injected', async () => ({
        accounts: [],
        caipNetwork: mainnet,
      })),
    ).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' })
    expect(registry.store.getState().chains.eip155?.status).toBe('disconnected')
    expect(registry.store.getState().chains.eip155?.connections).toEqual([])
  })
})

describe('each transition on its own', () => {
  it('markConnecting only marks the family; recordConnection refuses a bad result without touching the state', () => {
    const { registry } = setup()
    const attempt = registry.markConnecting('eip155', 'injected')
    expect(attempt).toEqual({ connectorId: 'injected', disconnectsBefore: 0 })
    const connecting = registry.store.getState()
    expect(connecting.chains.eip155?.status).toBe('connecting')
    expect(() =>
      registry.recordConnection(
        'eip155',
        { connectorId: 'injected', accounts: [], caipNetwork: mainnet },
        { attempt },
      ),
    ).toThrowError(expect.objectContaining({ code: 'ACCOUNT_NOT_FOUND' }))
    expect(registry.store.getState()).toBe(connecting)
    registry.restoreStatus('eip155')
    expect(registry.store.getState().chains.eip155?.status).toBe('disconnected')
  })

  it('recordConnection without an attempt records a connection directly (a reconnect already asked the wallet)', () => {
    const { registry, events } = setup()
    const connection = registry.recordConnection('eip155', {
      connectorId: 'injected',
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: polygon,
    })
    expect(isConnected(registry.store.getState(), 'eip155')).toBe(true)
    expect(registry.store.getState().activeCaipNetwork).toBe(polygon)
    expect(events.connected).toHaveBeenCalledWith({ namespace: 'eip155', connection })
  })
})
