import { getConnector, isConnected, STORAGE_KEYS, WALLET_CONNECT_PAIRING } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { describe, expect, it, vi } from 'vitest'
import { WALLET_CONNECT_BASIC_VIEW, WALLET_CONNECT_WALLET_VIEW } from './policies.js'
import { WALLET_CONNECT_SESSION_KEY } from './session/createSessionHint.js'
import { createFakeUniversalProvider } from './testing/createFakeUniversalProvider.js'
import {
  ACCOUNT_A,
  ACCOUNT_B,
  approvedNamespaces,
  createWalletConnectTestKit,
  flush,
} from './testing/createWalletConnectTestKit.js'

async function connectedKit(options: Parameters<typeof createWalletConnectTestKit>[0] = {}) {
  const testKit = createWalletConnectTestKit(options)
  const connection = testKit.kit.connect('walletConnect')
  await flush()
  testKit.fake.approve(approvedNamespaces(), 'topic-1')
  return { ...testKit, connection: await connection }
}

describe('walletConnect plugin: setup', () => {
  it('registers a WALLET_CONNECT connector per namespace of the session (walletConnect for eip155, walletConnect:solana) and both views', () => {
    const { kit } = createWalletConnectTestKit()
    expect(getConnector(kit.registry.store.getState(), 'walletConnect:solana')).toMatchObject({
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'solana',
    })
    const connector = getConnector(kit.registry.store.getState(), 'walletConnect')
    expect(connector).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
    })
    expect(typeof (connector?.provider as { request?: unknown } | undefined)?.request).toBe(
      'function',
    )
    expect(kit.router.hasView(WALLET_CONNECT_BASIC_VIEW)).toBe(true)
    expect(kit.router.hasView(WALLET_CONNECT_WALLET_VIEW)).toBe(true)
    expect(kit.router.viewTitle(WALLET_CONNECT_BASIC_VIEW)).toBe('WalletConnect')
    expect(kit.router.viewTitle(WALLET_CONNECT_WALLET_VIEW, { wallet: { name: 'Rainbow' } })).toBe(
      'Rainbow',
    )
  })

  it("registers its session hint as a persisted key, outside the kernel's disconnect rule (the session's end clears it)", () => {
    const { kit } = createWalletConnectTestKit()
    expect(kit.storageKeys.list()).toContain(WALLET_CONNECT_SESSION_KEY)
    expect(kit.storageKeys.clearedOnDisconnect()).not.toContain(WALLET_CONNECT_SESSION_KEY)
  })

  it('loads no WalletConnect library at setup, nor to reconnect a visitor without a session', async () => {
    const { kit, loads } = createWalletConnectTestKit()
    await kit.reconnect()
    await flush()
    expect(loads()).toBe(0)
  })

  it("initialises the library on first use with the kit's relay, project id and metadata, telemetry off", async () => {
    const { createAppKit } = await import('@appkit/kernel')
    const { walletConnect } = await import('./walletConnect.js')
    const { hardhat } = await import('@appkit/eip155/networks')
    const received: Record<string, unknown>[] = []
    const kit = createAppKit({
      projectId: 'p1',
      networks: [hardhat],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      urls: { api: 'http://127.0.0.1:4100' },
      metadata: { name: 'Demo', description: 'd', url: 'http://localhost:5173', icons: [] },
    }).use(
      walletConnect({
        loadProvider: async (options) => {
          received.push({ ...options })
          return createFakeUniversalProvider()
        },
      }),
    )
    const provider = getConnector(kit.registry.store.getState(), 'walletConnect')?.provider as {
      request(args: { method: string }): Promise<unknown>
    }
    const pending = provider.request({ method: 'eth_requestAccounts' })
    pending.catch(() => undefined)
    await flush()
    expect(received).toEqual([
      expect.objectContaining({
        projectId: 'p1',
        relayUrl: 'ws://127.0.0.1:4100/relay',
        telemetryEnabled: false,
        customStoragePrefix: 'appkit',
        metadata: { name: 'Demo', description: 'd', url: 'http://localhost:5173', icons: [] },
      }),
    ])
    kit.destroy()
  })

  it("the plugin's relayUrl wins over the kit's urls.relay", async () => {
    const received: { relayUrl?: string }[] = []
    const { kit } = createWalletConnectTestKit({
      plugin: {
        relayUrl: 'ws://127.0.0.1:4999/own-relay',
        loadProvider: async (options) => {
          received.push({ ...options })
          return createFakeUniversalProvider()
        },
      },
    })
    expect(kit.urls.relay).not.toBe('ws://127.0.0.1:4999/own-relay')
    const provider = getConnector(kit.registry.store.getState(), 'walletConnect')?.provider as {
      request(args: { method: string }): Promise<unknown>
    }
    provider.request({ method: 'eth_requestAccounts' }).catch(() => undefined)
    await flush()
    expect(received.map((options) => options.relayUrl)).toEqual(['ws://127.0.0.1:4999/own-relay'])
    kit.destroy()
  })

  it('loads a view as a module whose default export is a component', async () => {
    const { kit } = createWalletConnectTestKit()
    const module = (await kit.router.loadView(WALLET_CONNECT_BASIC_VIEW)) as { default: unknown }
    expect(typeof module.default).toBe('function')
    expect(await kit.router.loadView(WALLET_CONNECT_BASIC_VIEW)).toBe(module)
  })

  it('offers its pairing as the WALLET_CONNECT_PAIRING service: the URI, the wallet links and the attempt, settling with the connection', async () => {
    const { kit, fake } = createWalletConnectTestKit()
    const service = kit.services.get(WALLET_CONNECT_PAIRING)
    expect(service?.state.getState()).toEqual({ status: 'idle' })
    const attempt = service!.connect()
    await vi.waitFor(() => expect(service!.state.getState().uri).toBeDefined())
    const { uri, expiresAt, status } = service!.state.getState()
    expect(status).toBe('pairing')
    expect(uri).toBe(fake.connects[0]?.uri)
    expect(expiresAt).toBeGreaterThan(Date.now())
    expect(
      service!.links({ mobile_link: 'rainbow://', webapp_link: 'https://w.app' }, uri!),
    ).toEqual({
      mobile: `rainbow://wc?uri=${encodeURIComponent(uri!)}`,
      web: `https://w.app/wc?uri=${encodeURIComponent(uri!)}`,
    })
    // A second caller joins the same attempt.
    const joined = service!.connect()
    fake.approve(approvedNamespaces())
    const connection = await attempt
    expect(await joined).toBe(connection)
    expect(connection?.accounts).toEqual([{ address: ACCOUNT_A, type: 'eoa' }])
    expect(service!.state.getState()).toEqual({ status: 'idle' })
  })

  it('a declined session rejects the service attempt, and the pairing shows as rejected', async () => {
    const { kit, fake } = createWalletConnectTestKit()
    const service = kit.services.get(WALLET_CONNECT_PAIRING)!
    const attempt = service.connect().catch((error: unknown) => error)
    await vi.waitFor(() => expect(fake.connects).toHaveLength(1))
    fake.reject()
    expect(await attempt).toBeInstanceOf(Error)
    expect(service.state.getState().status).toBe('rejected')
  })

  it('its teardown removes the connectors and the views, and closes the library', async () => {
    const { kit, fake } = await connectedKit()
    kit.destroy()
    await flush()
    expect(getConnector(kit.registry.store.getState(), 'walletConnect')).toBeUndefined()
    expect(getConnector(kit.registry.store.getState(), 'walletConnect:solana')).toBeUndefined()
    expect(kit.router.hasView(WALLET_CONNECT_BASIC_VIEW)).toBe(false)
    expect(kit.router.hasView(WALLET_CONNECT_WALLET_VIEW)).toBe(false)
    expect(kit.storageKeys.list()).not.toContain(WALLET_CONNECT_SESSION_KEY)
    expect(kit.services.get(WALLET_CONNECT_PAIRING)).toBeUndefined()
    expect(fake.closed).toBe(1)
  })
})

describe('walletConnect plugin: connecting through the eip155 adapter', () => {
  it('kit.connect pairs, and the approved session connects the account on its chain', async () => {
    const { kit, fake, connection } = await connectedKit()
    expect(fake.connects[0]?.params.optionalNamespaces.eip155?.chains).toEqual([
      'eip155:31337',
      'eip155:1337',
    ])
    expect(fake.connects[0]?.params.optionalNamespaces.eip155?.rpcMap).toEqual({
      '31337': 'http://127.0.0.1:8545',
      '1337': 'http://127.0.0.1:8546',
    })
    expect(connection.accounts).toEqual([{ address: ACCOUNT_A, type: 'eoa' }])
    expect(connection.caipNetwork.id).toBe(31337)
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(true)
    expect(kit.storage.get(STORAGE_KEYS.connectedConnectorIds)).toEqual({ eip155: 'walletConnect' })
  })

  it('signs a message through the session (personal_sign on eip155:<chain>)', async () => {
    const { kit, fake } = await connectedKit()
    fake.answer = () => `0x${'ab'.repeat(65)}`
    expect(await kit.signMessage('hello')).toBe(`0x${'ab'.repeat(65)}`)
    expect(fake.requests.at(-1)).toMatchObject({
      args: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_A] },
      chain: 'eip155:31337',
    })
  })

  it("the wallet's session_update reaches the registry (a new account)", async () => {
    const { kit, fake } = await connectedKit()
    fake.session = { topic: 'topic-1', namespaces: approvedNamespaces(ACCOUNT_B) }
    fake.emit('session_update', {})
    expect(kit.registry.store.getState().chains.eip155?.address).toBe(ACCOUNT_B)
  })

  it("the wallet's session_delete disconnects the kit", async () => {
    const { kit, fake } = await connectedKit()
    fake.emit('session_delete', { topic: 'topic-1' })
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
  })

  it('kit.disconnect ends the session in the wallet', async () => {
    const { kit, fake } = await connectedKit()
    await kit.disconnect()
    expect(fake.disconnected).toBe(1)
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
  })

  it('a declined session leaves the kit disconnected', async () => {
    const { kit, fake } = createWalletConnectTestKit()
    const connection = kit.connect('walletConnect')
    await flush()
    fake.reject()
    await expect(connection).rejects.toMatchObject({ code: 4001 })
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
  })
})

describe('walletConnect plugin: sessions restored after reload', () => {
  it("the kit's reconnect loads the library and restores the stored session's account", async () => {
    const adapter = createMemoryStorage()
    const first = await connectedKit({ adapter })
    const session = first.fake.session
    first.kit.destroy()

    // The next page load: the library restores its session from its own storage.
    const fake = createFakeUniversalProvider({ ...(session ? { session } : {}) })
    const second = createWalletConnectTestKit({ adapter, fake })
    await second.kit.reconnect()
    await flush()
    expect(second.loads()).toBe(1)
    const state = second.kit.registry.store.getState()
    expect(isConnected(state, 'eip155')).toBe(true)
    expect(state.chains.eip155?.address).toBe(ACCOUNT_A)
    expect(state.chains.eip155?.connectorId).toBe('walletConnect')
  })

  it('two kits with different storage prefixes keep their sessions apart', async () => {
    const adapter = createMemoryStorage()
    const a = createWalletConnectTestKit({ adapter })
    const connecting = a.kit.connect('walletConnect')
    await flush()
    a.fake.approve(approvedNamespaces(), 'topic-a')
    await connecting
    // Same page, same storage, default prefix for a; 'other' for b: b sees no session.
    const { createAppKit } = await import('@appkit/kernel')
    const { walletConnect } = await import('./walletConnect.js')
    let loads = 0
    const b = createAppKit({
      projectId: 'p',
      networks: a.kit.options.networks,
      loadRemoteConfig: false,
      storage: adapter,
      storagePrefix: 'other',
    }).use(
      walletConnect({
        loadProvider: async (options) => {
          loads += 1
          expect(options.customStoragePrefix).toBe('other')
          return createFakeUniversalProvider()
        },
      }),
    )
    const provider = getConnector(b.registry.store.getState(), 'walletConnect')?.provider as {
      request(args: { method: string }): Promise<unknown>
    }
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(loads).toBe(0)
  })
})
