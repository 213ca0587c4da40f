import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../errors/providerErrors.js'
import { createAppKit } from '../kit/createAppKit.js'
import { isConnected } from '../registry/selectors.js'
import { bitcoin, EVM_ADDRESS, mainnet, polygon, solana } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js'
import type { StorageAdapter } from '../storage/StorageAdapter.js'
import type { Connector } from '../types/Connector.js'
import { createMemoryAdapter, EVM_ABILITIES } from './testing/createMemoryAdapter.js'

const RECEIVER = '0x2222222222222222222222222222222222222222'
const injected: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
}

function setup(
  storage: StorageAdapter = createMemoryStorage(),
  features: { multiWallet?: boolean } = {},
) {
  const kit = createAppKit({
    projectId: 'p',
    networks: [mainnet, polygon, bitcoin],
    loadRemoteConfig: false,
    storage,
    features,
  })
  const memory = createMemoryAdapter(
    'eip155',
    { address: EVM_ADDRESS, network: mainnet, balance: '1.23456' },
    EVM_ABILITIES,
  )
  kit.registerAdapter(memory.adapter)
  const tracked: string[] = []
  kit.hooks.eventTracked.tap('test', ({ event }) => {
    tracked.push(event)
  })
  return { kit, memory, tracked }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('kit.connect', () => {
  it('connects through the adapter, remembers the wallet and follows wallet events', async () => {
    const { kit, memory, tracked } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(true)
    expect(kit.storage.get(STORAGE_KEYS.recentWallets)?.[0]?.id).toBe('io.metamask')
    expect(tracked).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS'])
    memory.emit()?.accountsChanged('io.metamask', [])
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
  })

  it('a rejected connect keeps its typed error and leaves the state as it was', async () => {
    const { kit, memory, tracked } = setup()
    kit.registry.addConnector(injected)
    memory.behaviour.connect = () => Promise.reject(new UserRejectedRequestError({ message: 'no' }))
    const before = kit.registry.store.getState().chains.eip155
    await expect(kit.connect('io.metamask')).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(kit.registry.store.getState().chains.eip155).toEqual(before)
    expect(tracked).toContain('CONNECT_ERROR')
  })

  it('an unknown connector is refused with a clear error', async () => {
    const { kit } = setup()
    await expect(kit.connect('nope')).rejects.toThrowError('Connector not found')
  })

  it("owns the flow in order: beforeConnect, 'connecting' while the wallet is asked, connected, then afterConnect", async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    const steps: string[] = []
    const status = () => kit.registry.store.getState().chains.eip155?.status
    kit.hooks.beforeConnect.tapPromise('test', async () => {
      steps.push(`beforeConnect:${status()}`)
    })
    memory.behaviour.connect = async () => {
      steps.push(`adapter.connect:${status()}`)
    }
    kit.hooks.connected.tap('test', () => {
      steps.push(`connected:${status()}`)
    })
    kit.hooks.afterConnect.tapPromise('test', async () => {
      steps.push(`afterConnect:${status()}`)
    })
    await kit.connect('io.metamask')
    expect(steps).toEqual([
      'beforeConnect:disconnected',
      'adapter.connect:connecting',
      'connected:connected',
      'afterConnect:connected',
    ])
  })

  it('a plugin refusing in beforeConnect leaves the family untouched and the wallet unasked', async () => {
    const { kit, memory, tracked } = setup()
    kit.registry.addConnector(injected)
    kit.hooks.beforeConnect.tapPromise('test', async () => {
      throw new Error('not now')
    })
    const before = kit.registry.store.getState()
    await expect(kit.connect('io.metamask')).rejects.toThrowError('not now')
    expect(kit.registry.store.getState()).toBe(before)
    expect(memory.calls.some((c) => c.method === 'connect')).toBe(false)
    expect(tracked).toEqual(['SELECT_WALLET', 'CONNECT_ERROR'])
  })

  it("'connecting the current connector is rejected' and a connect while reconnecting is refused, both before the wallet is asked", async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    const asked = () => memory.calls.filter((c) => c.method === 'connect').length
    await expect(kit.connect('io.metamask')).rejects.toMatchObject({
      code: 'CONNECTOR_ALREADY_CONNECTED',
    })
    kit.registry.markDisconnected('eip155')
    kit.registry.setReconnecting(true)
    await expect(kit.connect('io.metamask')).rejects.toMatchObject({
      code: 'CONNECTOR_UNAVAILABLE_RECONNECTING',
    })
    expect(asked()).toBe(1)
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
  })

  it('a disconnect while the wallet is being asked wins: the late approval does not connect', async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    let approve: () => void = () => {}
    memory.behaviour.connect = () =>
      new Promise<void>((resolve) => {
        approve = resolve
      })
    const pending = kit.connect('io.metamask')
    await vi.waitFor(() => expect(memory.calls.some((c) => c.method === 'connect')).toBe(true))
    await kit.disconnect('eip155')
    approve()
    await expect(pending).rejects.toThrowError('Connection rejected')
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
  })
})

const btcConnector: Connector = { id: 'btc', type: 'ANNOUNCED', name: 'Btc', chain: 'bip122' }

/** A first visit that connects an EVM wallet, then a Bitcoin one (left on Bitcoin). */
async function visitWithEvmThenBitcoin(storage: StorageAdapter) {
  const first = setup(storage)
  first.kit.registerAdapter(
    createMemoryAdapter('bip122', { address: 'bc1qtest', network: bitcoin }).adapter,
  )
  first.kit.registry.addConnector(injected)
  first.kit.registry.addConnector(btcConnector)
  await first.kit.connect('io.metamask')
  await first.kit.connect('btc')
  return first
}

describe('kit.reconnect', () => {
  it('reconnects a returning visitor once its stored connector is registered, without a prompt', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    first.kit.registry.addConnector(injected)
    await first.kit.connect('io.metamask')

    const second = setup(storage)
    expect(isConnected(second.kit.registry.store.getState())).toBe(false)
    second.kit.registry.addConnector(injected)
    await vi.waitFor(() => expect(isConnected(second.kit.registry.store.getState())).toBe(true))
    expect(second.memory.calls.map((c) => c.method)).toContain('reconnect')
    expect(second.memory.calls.map((c) => c.method)).not.toContain('connect')
  })

  it('two families reconnecting at once both reconnect: the first to answer is not refused as "connector unavailable while reconnecting"', async () => {
    const storage = createMemoryStorage()
    await visitWithEvmThenBitcoin(storage)

    const second = setup(storage)
    let answerEvm: (value: boolean) => void = () => undefined
    second.memory.behaviour.reconnect = () => new Promise((resolve) => (answerEvm = resolve))
    const secondBitcoin = createMemoryAdapter('bip122', { address: 'bc1qtest', network: bitcoin })
    second.kit.registerAdapter(secondBitcoin.adapter)
    second.kit.registry.addConnector(injected)
    second.kit.registry.addConnector(btcConnector)
    // The bitcoin wallet answers while the EVM one is still being asked.
    await vi.waitFor(() =>
      expect(isConnected(second.kit.registry.store.getState(), 'bip122')).toBe(true),
    )
    expect(second.kit.registry.store.getState().reconnecting).toBe(true)
    answerEvm(true)
    await vi.waitFor(() =>
      expect(isConnected(second.kit.registry.store.getState(), 'eip155')).toBe(true),
    )
    expect(second.kit.registry.store.getState().reconnecting).toBe(false)
  })

  it('the family the visitor was on stays active after a reload, whichever wallet answers last', async () => {
    const storage = createMemoryStorage()
    const first = await visitWithEvmThenBitcoin(storage)
    expect(first.kit.registry.store.getState().activeNamespace).toBe('bip122')

    const second = setup(storage)
    let answerEvm: (value: boolean) => void = () => undefined
    second.memory.behaviour.reconnect = () => new Promise((resolve) => (answerEvm = resolve))
    second.kit.registerAdapter(
      createMemoryAdapter('bip122', { address: 'bc1qtest', network: bitcoin }).adapter,
    )
    second.kit.registry.addConnector(injected)
    second.kit.registry.addConnector(btcConnector)
    await vi.waitFor(() =>
      expect(isConnected(second.kit.registry.store.getState(), 'bip122')).toBe(true),
    )
    // The EVM wallet answers last: it joins without taking the visitor off Bitcoin.
    answerEvm(true)
    await vi.waitFor(() =>
      expect(isConnected(second.kit.registry.store.getState(), 'eip155')).toBe(true),
    )
    expect(second.kit.registry.store.getState().activeNamespace).toBe('bip122')
    expect(second.kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe(
      bitcoin.caipNetworkId,
    )
  })

  it('stays disconnected when the wallet no longer exposes the account', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    first.kit.registry.addConnector(injected)
    await first.kit.connect('io.metamask')
    const second = setup(storage)
    second.memory.behaviour.reconnect = () => Promise.resolve(false)
    second.kit.registry.addConnector(injected)
    await second.kit.reconnect()
    await vi.waitFor(() => expect(second.memory.calls.map((c) => c.method)).toContain('reconnect'))
    expect(isConnected(second.kit.registry.store.getState())).toBe(false)
  })
})

describe('preferred account type', () => {
  it("spec §4 'keeps preferred account type': kept through a disconnect and by the next visit's kit", async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    first.kit.registry.addConnector(injected)
    await first.kit.connect('io.metamask')
    expect(first.kit.registry.store.getState().chains.eip155?.preferredAccountType).toBe(
      'smartAccount',
    )
    first.kit.registry.setPreferredAccountType('eip155', 'eoa')
    await first.kit.disconnect()
    expect(first.kit.registry.store.getState().chains.eip155?.preferredAccountType).toBe('eoa')

    const second = setup(storage)
    second.kit.registerAdapter(
      createMemoryAdapter(
        'bip122',
        { address: 'bc1q', network: bitcoin },
        { defaultAccountType: 'payment' },
      ).adapter,
    )
    const { chains } = second.kit.registry.store.getState()
    expect(chains.eip155?.preferredAccountType).toBe('eoa')
    // Only the family that was chosen for: the others keep their defaults.
    expect(chains.bip122?.preferredAccountType).toBe('payment')
  })
})

describe('kit.refreshBalance', () => {
  it("a native balance that loads again ends its part of the 'Token Balance Unavailable' outage", async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    memory.behaviour.getBalance = () => Promise.reject(new Error('rpc down'))
    await expect(kit.refreshBalance()).rejects.toThrowError('rpc down')
    // The view that shows the toast announces the failure (once per outage).
    expect(kit.balances.outage.failed('native')).toBe(true)
    await expect(kit.refreshBalance()).rejects.toThrowError('rpc down')
    expect(kit.balances.outage.failed('native')).toBe(false)
    memory.behaviour.getBalance = () => Promise.resolve()
    await kit.refreshBalance()
    expect(kit.balances.outage.failing()).toEqual([])
    expect(kit.registry.store.getState().chains.eip155?.balance).toBe('1.234')
  })
})

describe('kit.disconnect', () => {
  it('disconnect waits at most 3 s for the wallet, then clears the state', async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    vi.useFakeTimers()
    memory.behaviour.disconnect = () => new Promise(() => {})
    let done = false
    const disconnecting = kit.disconnect().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await disconnecting
    expect(isConnected(kit.registry.store.getState())).toBe(false)
    expect(kit.storage.get(STORAGE_KEYS.connectedConnectorIds)).toEqual({})
  })
})

describe("kit.connect and the multi-wallet gate (spec §1 'switched by remote configuration')", () => {
  const rabby: Connector = { id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby', chain: 'eip155' }

  it('with the gate closed, a second wallet of the family replaces the first: the old one is let go and no longer followed', async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    kit.registry.addConnector(rabby)
    await kit.connect('io.metamask')
    await kit.connect('io.rabby')
    const chain = kit.registry.store.getState().chains.eip155
    expect(chain?.connections.map((c) => c.connectorId)).toEqual(['io.rabby'])
    expect(chain?.connectorId).toBe('io.rabby')
    expect(chain?.status).toBe('connected')
    expect(memory.calls.filter((c) => c.method === 'disconnect').map((c) => c.args[0])).toEqual([
      'io.metamask',
    ])
    expect(memory.watching()).toEqual(['io.rabby'])
    expect(kit.storage.get(STORAGE_KEYS.connectedConnectorIds)).toEqual({ eip155: 'io.rabby' })
    // Replacing is a plain connect, not a multi-wallet method: no info alert.
    expect(kit.alerts.store.getState().alerts).toEqual([])
  })

  it("with the gate closed, replacing a wallet that shares the new one's provider (an extension's 'Browser Wallet' and its EIP-6963 entry) does not revoke it", async () => {
    const { kit, memory } = setup()
    const extension = { request: async () => undefined }
    kit.registry.addConnector({
      id: 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
      provider: extension,
    })
    kit.registry.addConnector({ ...rabby, provider: extension })
    await kit.connect('injected')
    await kit.connect('io.rabby')
    const chain = kit.registry.store.getState().chains.eip155
    expect(chain?.connections.map((c) => c.connectorId)).toEqual(['io.rabby'])
    expect(chain?.status).toBe('connected')
    expect(memory.calls.some((c) => c.method === 'disconnect')).toBe(false)
    expect(memory.watching()).toEqual(['io.rabby'])
  })

  it('with the gate closed, a replaced WalletConnect wallet leaves the registry but its session, which may carry other families, is not ended', async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
    })
    kit.registry.addConnector(rabby)
    await kit.connect('walletConnect')
    await kit.connect('io.rabby')
    const chain = kit.registry.store.getState().chains.eip155
    expect(chain?.connections.map((c) => c.connectorId)).toEqual(['io.rabby'])
    expect(memory.calls.some((c) => c.method === 'disconnect')).toBe(false)
  })

  it('with the gate closed, the new connect does not wait for the old wallet to let go (at most 3 s in the background)', async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    kit.registry.addConnector(rabby)
    await kit.connect('io.metamask')
    memory.behaviour.disconnect = () => new Promise<void>(() => undefined)
    const waited = new Promise((resolve) =>
      setTimeout(() => resolve('waited for the old wallet'), 1000),
    )
    await expect(
      Promise.race([kit.connect('io.rabby').then(() => 'connected'), waited]),
    ).resolves.toBe('connected')
    expect(kit.registry.store.getState().chains.eip155?.connectorId).toBe('io.rabby')
    expect(memory.calls.filter((c) => c.method === 'disconnect').map((c) => c.args[0])).toEqual([
      'io.metamask',
    ])
  })

  it('with the gate closed, a failed second connect keeps the first wallet connected and followed', async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    kit.registry.addConnector(rabby)
    await kit.connect('io.metamask')
    memory.behaviour.connect = () => Promise.reject(new UserRejectedRequestError({ message: 'no' }))
    await expect(kit.connect('io.rabby')).rejects.toBeInstanceOf(UserRejectedRequestError)
    const chain = kit.registry.store.getState().chains.eip155
    expect(chain?.connections.map((c) => c.connectorId)).toEqual(['io.metamask'])
    expect(chain?.status).toBe('connected')
    expect(memory.calls.some((c) => c.method === 'disconnect')).toBe(false)
    expect(memory.watching()).toEqual(['io.metamask'])
  })

  it("with the gate closed, another family's wallet is added, not replaced (one wallet per family)", async () => {
    const { kit } = setup()
    kit.registerAdapter(
      createMemoryAdapter('bip122', { address: 'bc1qtest', network: bitcoin }).adapter,
    )
    kit.registry.addConnector(injected)
    kit.registry.addConnector(btcConnector)
    await kit.connect('io.metamask')
    await kit.connect('btc')
    const state = kit.registry.store.getState()
    expect(isConnected(state, 'eip155')).toBe(true)
    expect(isConnected(state, 'bip122')).toBe(true)
  })

  it('with the gate open, a second wallet of the family is added beside the first', async () => {
    const { kit, memory } = setup(createMemoryStorage(), { multiWallet: true })
    kit.registry.addConnector(injected)
    kit.registry.addConnector(rabby)
    await kit.connect('io.metamask')
    await kit.connect('io.rabby')
    const chain = kit.registry.store.getState().chains.eip155
    expect(chain?.connections.map((c) => c.connectorId)).toEqual(['io.metamask', 'io.rabby'])
    expect(memory.calls.some((c) => c.method === 'disconnect')).toBe(false)
  })
})

describe('kit.disconnectConnection (multi-wallet)', () => {
  const rabby: Connector = { id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby', chain: 'eip155' }

  async function twoWallets() {
    const context = setup(createMemoryStorage(), { multiWallet: true })
    context.kit.registry.addConnector(injected)
    context.kit.registry.addConnector(rabby)
    await context.kit.connect('io.metamask')
    await context.kit.connect('io.rabby')
    return context
  }

  it("disconnects one wallet of several: the wallet lets go, its events are no longer followed, the family's next connection becomes current", async () => {
    const { kit, memory } = await twoWallets()
    expect(memory.watching()).toEqual(['io.metamask', 'io.rabby'])
    expect(kit.registry.store.getState().chains.eip155?.connectorId).toBe('io.rabby')
    await kit.disconnectConnection('eip155', 'io.rabby')
    const chain = kit.registry.store.getState().chains.eip155
    expect(chain?.connections.map((c) => c.connectorId)).toEqual(['io.metamask'])
    expect(chain?.connectorId).toBe('io.metamask')
    expect(chain?.status).toBe('connected')
    expect(memory.calls.filter((c) => c.method === 'disconnect').map((c) => c.args[0])).toEqual([
      'io.rabby',
    ])
    expect(memory.watching()).toEqual(['io.metamask'])
    expect(kit.storage.get(STORAGE_KEYS.connectedConnectorIds)).toEqual({ eip155: 'io.metamask' })
  })

  it('waits at most 3 s for the wallet (spec §9)', async () => {
    const { kit, memory } = await twoWallets()
    vi.useFakeTimers()
    memory.behaviour.disconnect = () => new Promise(() => {})
    let done = false
    const disconnecting = kit.disconnectConnection('eip155', 'io.metamask').then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await disconnecting
    expect(kit.registry.store.getState().chains.eip155?.connections).toHaveLength(1)
  })

  it('the last wallet of a family is the spec §4 disconnect, with its hooks; an unknown one changes nothing', async () => {
    const { kit, memory } = await twoWallets()
    const after = vi.fn()
    kit.hooks.afterDisconnect.tap('test', after)
    await kit.disconnectConnection('eip155', 'io.unknown')
    expect(kit.registry.store.getState().chains.eip155?.connections).toHaveLength(2)
    await kit.disconnectConnection('eip155', 'io.rabby')
    expect(after).not.toHaveBeenCalled()
    await kit.disconnectConnection('eip155', 'io.metamask')
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
    expect(after).toHaveBeenCalledWith({ namespace: 'eip155' })
    expect(memory.watching()).toEqual([])
  })
})

describe('kit network switching (spec §2, §4)', () => {
  it('switches directly when no wallet is connected', async () => {
    const { kit } = setup()
    await expect(kit.requestNetworkSwitch(polygon)).resolves.toEqual({ action: 'switchDirectly' })
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:137')
  })

  it('with a connected wallet, SwitchNetwork is shown when the confirmation step is not skipped', async () => {
    const { kit } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    const decision = await kit.requestNetworkSwitch(polygon)
    expect(decision).toMatchObject({ action: 'open', view: 'SwitchNetwork' })
    expect(kit.router.store.getState().view).toBe('SwitchNetwork')
  })

  it("SwitchActiveChain only when 'connected on the current chain' (spec §2): EVM connected, moved to Solana through SwitchActiveChain without connecting there, then Bitcoin is switched to directly", async () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [mainnet, solana, bitcoin],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    kit.registerAdapter(
      createMemoryAdapter('eip155', { address: EVM_ADDRESS, network: mainnet }).adapter,
    )
    kit.registerAdapter(createMemoryAdapter('solana', { address: 'x', network: solana }).adapter)
    kit.registerAdapter(createMemoryAdapter('bip122', { address: 'y', network: bitcoin }).adapter)
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')

    // Connected on EVM, Solana has no account: SwitchActiveChain, whose action switches.
    const toSolana = await kit.requestNetworkSwitch(solana)
    expect(toSolana).toMatchObject({ action: 'open', view: 'SwitchActiveChain' })
    await kit.switchNetwork(solana)
    const onSolana = kit.registry.store.getState()
    expect(onSolana.activeNamespace).toBe('solana')
    expect(isConnected(onSolana, 'solana')).toBe(false)
    expect(isConnected(onSolana, 'eip155')).toBe(true)

    // Not connected on the current chain (Solana): no SwitchActiveChain, no wallet to confirm.
    await expect(kit.requestNetworkSwitch(bitcoin)).resolves.toEqual({ action: 'switchDirectly' })
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe(
      bitcoin.caipNetworkId,
    )
    // Back to the family with the connected wallet: that wallet switches, so SwitchNetwork asks.
    await expect(kit.requestNetworkSwitch(mainnet)).resolves.toMatchObject({
      action: 'open',
      view: 'SwitchNetwork',
    })
  })

  it('a successful switch moves the wallet and the active network and tracks SWITCH_NETWORK', async () => {
    const { kit, memory, tracked } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    await kit.switchNetwork(polygon)
    expect(memory.calls.at(-2)).toEqual({
      method: 'switchNetwork',
      args: ['io.metamask', 'eip155:137'],
    })
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:137')
    expect(tracked).toContain('SWITCH_NETWORK')
  })

  it('on failure the view goes back and the network stays', async () => {
    const { kit, memory } = setup()
    kit.use({ name: 'test:ns', namespace: 'eip155', setup() {} })
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    kit.open()
    kit.router.push('Networks')
    kit.router.push('SwitchNetwork', { caipNetwork: polygon })
    memory.behaviour.switchNetwork = () =>
      Promise.reject(new UserRejectedRequestError({ message: 'no' }))
    await expect(kit.switchNetwork(polygon)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(kit.router.store.getState().view).toBe('Networks')
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('unsupported chains open UnsupportedChain when the wallet moves to a chain the app lacks', async () => {
    const { kit } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    kit.registry.recordChain('eip155', 'io.metamask', 999)
    expect(kit.router.store.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })

  it('unless unsupported chains are allowed or network switching is disabled', async () => {
    for (const extra of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const kit = createAppKit({
        projectId: 'p',
        networks: [mainnet, polygon],
        loadRemoteConfig: false,
        storage: createMemoryStorage(),
        ...extra,
      })
      kit.registerAdapter(
        createMemoryAdapter('eip155', { address: EVM_ADDRESS, network: mainnet }).adapter,
      )
      kit.registry.addConnector(injected)
      await kit.connect('io.metamask')
      kit.registry.recordChain('eip155', 'io.metamask', 999)
      expect(kit.router.store.getState().open).toBe(false)
    }
  })

  it('on success from an unsupported chain the modal closes', async () => {
    const { kit } = setup()
    kit.use({ name: 'test:ns', namespace: 'eip155', setup() {} })
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    kit.registry.recordChain('eip155', 'io.metamask', 999)
    kit.open({ view: 'UnsupportedChain' })
    await kit.switchNetwork(polygon)
    expect(kit.router.store.getState().open).toBe(false)
  })
})

describe('kit.refreshBalance', () => {
  it('shows the native balance truncated to 3 decimals', async () => {
    const { kit } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    await kit.refreshBalance()
    expect(kit.registry.store.getState().chains.eip155).toMatchObject({
      balance: '1.234',
      balanceSymbol: 'ETH',
    })
  })
})

describe('kit.refreshBalance after a switch', () => {
  it('a late balance answer for the previous network is not written onto the new one', async () => {
    const { kit, memory } = setup()
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    let answer: (value: string) => void = () => {}
    memory.adapter.getBalance = (_address, caipNetwork) =>
      new Promise((resolve) => {
        answer = (formatted) =>
          resolve({ formatted, value: 0n, decimals: 18, symbol: caipNetwork.nativeCurrency.symbol })
      })
    const pending = kit.refreshBalance()
    kit.registry.setActiveNetwork(polygon)
    answer('5')
    await pending
    expect(kit.registry.store.getState().chains.eip155?.balance).not.toBe('5.000')
  })
})

describe('kit.send (spec §4 send flow, §5 send rules)', () => {
  async function connected() {
    const context = setup()
    context.kit.registry.addConnector(injected)
    await context.kit.connect('io.metamask')
    return context
  }
  const eth = { symbol: 'ETH', decimals: 18 }
  const token = {
    symbol: 'TEST',
    decimals: 18,
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  }

  it("needs an amount and a receiver ('An amount and receiver address are required')", async () => {
    const { kit } = await connected()
    await expect(
      kit.send({ amount: '', receiverAddress: RECEIVER, token: eth }),
    ).rejects.toThrowError('An amount and receiver address are required')
  })

  it("other families fail with 'Unsupported chain'", async () => {
    const { kit } = await connected()
    kit.registry.setActiveNetwork(bitcoin)
    await expect(
      kit.send({ amount: '1', receiverAddress: RECEIVER, token: eth }),
    ).rejects.toThrowError('Connector not connected')
    const bitcoinKit = setup()
    bitcoinKit.kit.registerAdapter(
      createMemoryAdapter('bip122', { address: 'bc1q', network: bitcoin }, { send: false }).adapter,
    )
    bitcoinKit.kit.registry.addConnector({
      id: 'btc',
      type: 'INJECTED',
      name: 'BTC',
      chain: 'bip122',
    })
    await bitcoinKit.kit.connect('btc')
    await expect(
      bitcoinKit.kit.send({ amount: '1', receiverAddress: RECEIVER, token: eth }),
    ).rejects.toThrowError('Unsupported chain')
  })

  it('a native send tracks SEND_INITIATED and SEND_SUCCESS, resets send state, clears balances and does not navigate', async () => {
    const { kit, memory, tracked } = await connected()
    await kit.refreshBalance()
    kit.open()
    const view = kit.router.store.getState().view
    const hash = await kit.send({ amount: '0.01', receiverAddress: RECEIVER, token: eth })
    expect(hash).toBe('0xhash')
    expect(memory.calls.find((c) => c.method === 'send')?.args[0]).toMatchObject({
      to: RECEIVER,
      amount: '0.01',
    })
    expect(tracked).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']))
    expect(kit.registry.store.getState().send).toMatchObject({ loading: false })
    expect(kit.registry.store.getState().send.receiverAddress).toBeUndefined()
    expect(kit.router.store.getState().view).toBe(view)
  })

  it("SEND_INITIATED and SEND_SUCCESS carry isSmartAccount of the connected account's type: an EOA send reports false", async () => {
    const sent = async (accountType: 'eoa' | 'smartAccount') => {
      const { kit, memory } = setup()
      memory.wallet.accountType = accountType
      const events: { event: string; properties?: Record<string, unknown> }[] = []
      kit.hooks.eventTracked.tap('test-properties', (payload) => {
        events.push(payload)
      })
      kit.registry.addConnector(injected)
      await kit.connect('io.metamask')
      // The EVM default preference is smartAccount: it must not decide what is reported.
      expect(kit.registry.store.getState().chains.eip155?.preferredAccountType).toBe('smartAccount')
      await kit.send({ amount: '0.01', receiverAddress: RECEIVER, token: eth })
      return events
        .filter(({ event }) => event === 'SEND_INITIATED' || event === 'SEND_SUCCESS')
        .map(({ event, properties }) => [event, properties?.isSmartAccount])
    }
    expect(await sent('eoa')).toEqual([
      ['SEND_INITIATED', false],
      ['SEND_SUCCESS', false],
    ])
    expect(await sent('smartAccount')).toEqual([
      ['SEND_INITIATED', true],
      ['SEND_SUCCESS', true],
    ])
  })

  it('after an EVM token send the view returns to Account', async () => {
    const { kit } = await connected()
    kit.open({ view: 'Networks' })
    await kit.send({ amount: '5', receiverAddress: RECEIVER, token })
    expect(kit.router.store.getState().view).toBe('Account')
  })

  it('a failed send leaves loading off and keeps the typed error', async () => {
    const { kit, memory, tracked } = await connected()
    memory.behaviour.send = () => Promise.reject(new UserRejectedRequestError({ message: 'no' }))
    await expect(
      kit.send({ amount: '1', receiverAddress: RECEIVER, token: eth }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(kit.registry.store.getState().send.loading).toBe(false)
    expect(tracked).toContain('SEND_ERROR')
  })

  it('refuses an invalid receiver address', async () => {
    const { kit } = await connected()
    await expect(
      kit.send({ amount: '1', receiverAddress: '0x12', token: eth }),
    ).rejects.toThrowError('Invalid receiver address: 0x12')
  })
})

describe('kit.signMessage', () => {
  it('signs with the active wallet and refuses when nothing is connected', async () => {
    const { kit } = setup()
    await expect(kit.signMessage('hi')).rejects.toThrowError('Connector not connected')
    kit.registry.addConnector(injected)
    await kit.connect('io.metamask')
    await expect(kit.signMessage('hi')).resolves.toBe('signed:hi')
  })
})
