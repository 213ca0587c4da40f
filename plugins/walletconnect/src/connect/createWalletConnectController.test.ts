import { eip155 } from '@appkit/eip155'
import { hardhat, localhost } from '@appkit/eip155/networks'
import { createAppKit, createPluginContext, isConnected } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPairingStore } from '../pairing/createPairingStore.js'
import { WALLET_CONNECT_BASIC_VIEW, WALLET_CONNECT_WALLET_VIEW } from '../policies.js'
import { createWalletConnectProvider } from '../provider/createWalletConnectProvider.js'
import { buildOptionalNamespaces } from '../session/buildOptionalNamespaces.js'
import { createSessionHint } from '../session/createSessionHint.js'
import { createFakeUniversalProvider } from '../testing/createFakeUniversalProvider.js'
import { approvedNamespaces, flush } from '../testing/createWalletConnectTestKit.js'
import { createWalletConnectController } from './createWalletConnectController.js'

function setup(options: { withEip155?: boolean; autoRefresh?: boolean } = {}) {
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat, localhost],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  if (options.withEip155 !== false) kit.use(eip155())
  const { context } = createPluginContext(kit, 'test')
  const fake = createFakeUniversalProvider()
  const pairing = createPairingStore()
  const provider = createWalletConnectProvider({
    load: async () => fake,
    pairing,
    optionalNamespaces: () => buildOptionalNamespaces(kit.options.networks),
    sessionHint: createSessionHint(context.storage),
    ...(options.autoRefresh === undefined ? {} : { autoRefresh: options.autoRefresh }),
  })
  context.register.connector({
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'eip155',
    provider,
    isBasicWalletConnect: provider.isBasicSession,
  })
  const opened: string[] = []
  const controller = createWalletConnectController({
    context,
    provider,
    pairing,
    connectorIds: ['walletConnect'],
    isMobile: () => false,
    openUrl: (url) => opened.push(url),
  })
  return { kit, fake, pairing, controller, opened }
}

/** The modal open on ConnectingWalletConnectBasic, as after clicking WalletConnect. */
function openBasic(kit: ReturnType<typeof setup>['kit']) {
  kit.open()
  kit.router.push(WALLET_CONNECT_BASIC_VIEW)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletConnectController', () => {
  it('connects once however often the view mounts, and closes the modal once connected', async () => {
    const { kit, fake, controller } = setup()
    openBasic(kit)
    controller.connect()
    controller.connect()
    await flush()
    expect(fake.connects).toHaveLength(1)
    fake.approve(approvedNamespaces())
    await flush()
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(true)
    expect(kit.router.store.getState().open).toBe(false)
  })

  it('leaving the view cancels the waiting attempt: the kit returns to disconnected', async () => {
    const { kit, fake, controller, pairing } = setup()
    openBasic(kit)
    controller.connect()
    await flush()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('connecting')
    kit.router.goBack()
    await flush()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    expect(pairing.getState().status).toBe('idle')
    // The wallet approving the abandoned proposal later connects nothing.
    fake.approve(approvedNamespaces())
    await flush()
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(false)
  })

  it('closing the modal cancels it too', async () => {
    const { kit, controller } = setup()
    openBasic(kit)
    controller.connect()
    await flush()
    kit.close()
    await flush()
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
  })

  it("a declined session shows as rejected; 'Try again' starts a new attempt with a new URI", async () => {
    const { kit, fake, controller, pairing } = setup()
    openBasic(kit)
    controller.connect()
    await flush()
    fake.reject()
    await flush()
    expect(pairing.getState().status).toBe('rejected')
    controller.retry()
    await flush()
    expect(fake.connects).toHaveLength(2)
    expect(pairing.getState()).toMatchObject({ status: 'pairing', uri: fake.connects[1]?.uri })
  })

  it('mounting the view again on an expired URI asks for a fresh one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { kit, fake, controller, pairing } = setup({ autoRefresh: false })
    openBasic(kit)
    controller.connect()
    await flush()
    vi.advanceTimersByTime(230_000)
    expect(pairing.getState().status).toBe('expired')
    controller.connect()
    await flush()
    expect(fake.connects).toHaveLength(2)
    expect(pairing.getState().uri).toBe(fake.connects[1]?.uri)
  })

  it('a failure outside the wallet (no eip155 account approved) shows as an error', async () => {
    const { kit, fake, controller, pairing } = setup()
    openBasic(kit)
    controller.connect()
    await flush()
    fake.approve({
      solana: {
        accounts: ['solana:abc:Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'],
        methods: [],
        events: [],
      },
    })
    await flush()
    expect(pairing.getState()).toMatchObject({ status: 'error', error: 'Failed to connect' })
  })

  it('spec §8 reported once: a failed WalletConnect connect reaches errorReported once; a declined one is tracked as USER_REJECTED, not reported', async () => {
    const { kit, fake, controller } = setup()
    const reports: (string | undefined)[] = []
    const tracked: string[] = []
    kit.hooks.errorReported.tap('test', ({ report }) => {
      reports.push(report.flow)
    })
    kit.hooks.eventTracked.tap('test', ({ event }) => {
      tracked.push(event)
    })
    openBasic(kit)
    controller.connect()
    await flush()
    fake.reject()
    await flush()
    expect(tracked).toContain('USER_REJECTED')
    controller.retry()
    await flush()
    fake.approve({
      solana: {
        accounts: ['solana:abc:Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'],
        methods: [],
        events: [],
      },
    })
    await flush()
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatch(/^(connect|walletConnect)$/)
  })

  it('without an eip155 adapter (no adapters, spec §2) it connects the provider alone', async () => {
    const { kit, fake, controller } = setup({ withEip155: false })
    expect(kit.open()).toMatchObject({ view: 'ConnectingWalletConnectBasic' })
    controller.connect()
    await flush()
    fake.approve(approvedNamespaces())
    await flush()
    expect(kit.router.store.getState().open).toBe(false)
  })

  it('spec §2 basic WalletConnect mode: paired from the generic QR view, a wallet on a chain the app lacks opens no UnsupportedChain', async () => {
    const { kit, fake, controller } = setup()
    openBasic(kit)
    controller.connect({ basic: true })
    await flush()
    fake.approve(approvedNamespaces())
    await flush()
    expect(kit.router.store.getState().open).toBe(false)
    fake.emit('chainChanged', '42')
    await flush()
    expect(kit.registry.store.getState().chains.eip155?.unsupportedChain).toBe(true)
    expect(kit.router.store.getState().open).toBe(false)
  })

  it("paired from a listed wallet's view (not basic), the same wallet move opens UnsupportedChain", async () => {
    const { kit, fake, controller } = setup()
    kit.open()
    kit.router.push(WALLET_CONNECT_WALLET_VIEW, { name: 'Test wallet' })
    controller.connect()
    await flush()
    fake.approve(approvedNamespaces())
    await flush()
    fake.emit('chainChanged', '42')
    await flush()
    expect(kit.router.store.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })

  it('the last view to ask wins: from the QR view to a listed wallet, the session is not basic', async () => {
    const { kit, fake, controller } = setup()
    openBasic(kit)
    controller.connect({ basic: true })
    await flush()
    kit.router.push(WALLET_CONNECT_WALLET_VIEW, { name: 'Test wallet' })
    controller.connect()
    fake.approve(approvedNamespaces())
    await flush()
    expect(isConnected(kit.registry.store.getState(), 'eip155')).toBe(true)
    fake.emit('chainChanged', '42')
    await flush()
    expect(kit.router.store.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })

  it('basic mode ends with the session: after a disconnect the connector no longer claims it', async () => {
    const { kit, fake, controller } = setup()
    openBasic(kit)
    controller.connect({ basic: true })
    await flush()
    fake.approve(approvedNamespaces())
    await flush()
    const connector = () =>
      kit.registry.store.getState().connectors.find((c) => c.id === 'walletConnect')
    expect(connector()?.isBasicWalletConnect?.()).toBe(true)
    await kit.disconnect()
    expect(connector()?.isBasicWalletConnect?.()).toBe(false)
  })
})
