import {
  type AppKit,
  AppKitError,
  type Connection,
  createStore,
  WALLET_CONNECT_PAIRING,
  type WalletConnectPairing,
  type WalletConnectPairingState,
  type WalletListing,
} from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { createTestKit, testMainnet } from '../testing/createTestKit.js'
import { readHookOnServer } from '../testing/readHookOnServer.js'
import { metamask, walletConnect as walletConnectConnector } from '../testing/testConnectors.js'
import { createConnectFlow } from './createConnectFlow.js'
import { rememberWallets } from './knownWallets.js'
import { type UseConnectResult, useConnect } from './useConnect.js'

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'
const rainbow: WalletListing = {
  id: 'rainbow',
  name: 'Rainbow',
  mobile_link: 'rainbow://',
  webapp_link: 'https://rainbow.example',
}
const metamaskListing: WalletListing = { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' }

/** TEST DOUBLE: the walletconnect plugin's pairing service, driven by the test. */
function createFakePairing(options: { isMobile?: boolean } = {}) {
  const state = createStore<WalletConnectPairingState>({ status: 'idle' })
  const attempts: { basic: boolean; resolve(c?: Connection): void; reject(e: unknown): void }[] = []
  let pending: Promise<Connection | undefined> | undefined
  const service: WalletConnectPairing & { refreshes: number; cancels: number } = {
    state,
    refreshes: 0,
    cancels: 0,
    connect(connectOptions) {
      if (pending) return pending
      state.setState(() => ({ status: 'pairing' }))
      pending = new Promise<Connection | undefined>((resolve, reject) => {
        attempts.push({ basic: connectOptions?.basic === true, resolve, reject })
      }).finally(() => {
        pending = undefined
      })
      return pending
    },
    refresh() {
      service.refreshes += 1
    },
    cancel() {
      service.cancels += 1
      attempts.at(-1)?.reject(new AppKitError('Modal closed', { code: 'MODAL_CLOSED' }))
    },
    isMobile: () => options.isMobile === true,
    links: (wallet, uri) => ({
      ...(wallet.mobile_link ? { mobile: `${wallet.mobile_link}wc?uri=${uri}` } : {}),
      ...(wallet.webapp_link ? { web: `${wallet.webapp_link}/wc?uri=${uri}` } : {}),
    }),
  }
  return {
    service,
    attempts,
    offer: (uri: string, expiresAt: number) =>
      state.setState(() => ({ status: 'pairing', uri, expiresAt })),
    expire: () => state.setState(() => ({ status: 'expired' })),
  }
}

/**
 * A kit with a stand-in eip155 adapter whose wallet approves (or, with `refuse`, rejects), a
 * MetaMask connector, and with `pairing` a WalletConnect connector, its view and the service.
 */
function setup(options: { pairing?: ReturnType<typeof createFakePairing>; refuse?: boolean } = {}) {
  const kit = createTestKit({
    networks: [testMainnet],
    adapter: {
      connect: async () => {
        if (options.refuse) throw new AppKitError('User rejected the request.', { code: 4001 })
        return { accounts: [{ address: ADDRESS, type: 'eoa' }], caipNetwork: testMainnet }
      },
    },
  })
  kit.registry.addConnector(metamask)
  const pairing = options.pairing
  if (pairing) {
    kit.use({
      name: 'test:walletconnect',
      setup(context) {
        context.register.connector(walletConnectConnector)
        context.register.view('ConnectingWalletConnect', async () => ({ default: () => null }))
        context.register.service(WALLET_CONNECT_PAIRING, pairing.service)
      },
    })
  }
  return kit
}

function readConnect(kit: AppKit): UseConnectResult {
  return readHookOnServer(kit, () => useConnect())
}

describe('createConnectFlow: bad input is an error in the state, never a throw', () => {
  it("an unknown connector id: 'Connector not found' (CONFIGURATION_ERROR), the kit untouched", async () => {
    const kit = setup()
    const flow = createConnectFlow(kit)
    await expect(flow.connect({ connectorId: 'nope' })).resolves.toBeUndefined()
    const { status, error } = flow.store.getState()
    expect(status).toBe('error')
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toMatchObject({
      shortMessage: 'Connector not found',
      category: 'CONFIGURATION_ERROR',
      code: 'CONNECTOR_NOT_FOUND',
    })
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
    flow.reset()
    expect(flow.store.getState().status).toBe('idle')
  })

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'io.metamask'],
    ['an empty object', {}],
    ['a number id', { connectorId: 5 }],
    ['an empty id', { walletId: '' }],
  ])("%s: 'Invalid connect target'", async (_name, target) => {
    const flow = createConnectFlow(setup())
    await expect(flow.connect(target as never)).resolves.toBeUndefined()
    expect(flow.store.getState().error).toMatchObject({
      shortMessage: 'Invalid connect target',
      code: 'INVALID_CONNECT_TARGET',
    })
  })

  it("a wallet id the wallet list does not have: 'Wallet not found'", async () => {
    const flow = createConnectFlow(setup(), { fetchWallet: async () => undefined })
    await flow.connect({ walletId: 'unknown' })
    expect(flow.store.getState().error).toMatchObject({ code: 'WALLET_NOT_FOUND' })
  })

  it('a listed wallet not installed, without the walletconnect plugin: says it is not installed and what would pair it', async () => {
    const flow = createConnectFlow(setup(), { fetchWallet: async () => rainbow })
    await flow.connect({ walletId: 'rainbow' })
    expect(flow.store.getState().error).toMatchObject({
      shortMessage: 'Rainbow is not installed',
      code: 'WALLET_UNREACHABLE',
    })
    expect(flow.store.getState().error?.details).toContain('walletConnect()')
  })
})

describe('createConnectFlow: connecting', () => {
  it('a connector id connects through the kit: connecting, then connected with the connection', async () => {
    const kit = setup()
    const flow = createConnectFlow(kit)
    const attempt = flow.connect({ connectorId: 'io.metamask' })
    expect(flow.store.getState().status).toBe('connecting')
    const connection = await attempt
    expect(connection?.accounts[0]?.address).toBe(ADDRESS)
    expect(flow.store.getState()).toMatchObject({ status: 'connected', connection })
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('connected')
  })

  it("the wallet's refusal is the flow's error, and the kit stays disconnected", async () => {
    const kit = setup({ refuse: true })
    const flow = createConnectFlow(kit)
    await flow.connect({ connectorId: 'io.metamask' })
    expect(flow.store.getState().error?.shortMessage).toBe('User rejected the request.')
    expect(kit.registry.store.getState().chains.eip155?.status).toBe('disconnected')
  })

  it('a listed wallet this browser has (same rdns) connects through its browser connector', async () => {
    const kit = setup()
    rememberWallets(kit, [metamaskListing])
    const fetchWallet = vi.fn()
    const flow = createConnectFlow(kit, { fetchWallet })
    const connection = await flow.connect({ walletId: 'mm' })
    expect(connection?.connectorId).toBe('io.metamask')
    expect(fetchWallet).not.toHaveBeenCalled()
  })
})

describe('createConnectFlow: WalletConnect pairing (the plugin’s own, through WALLET_CONNECT_PAIRING)', () => {
  it('a listed wallet pairs: the URI, its expiry and the wallet’s links while pairing; connected when the wallet approves', async () => {
    const pairing = createFakePairing()
    const kit = setup({ pairing })
    const flow = createConnectFlow(kit, { fetchWallet: async () => rainbow })
    const attempt = flow.connect({ walletId: 'rainbow' })
    await vi.waitFor(() => expect(flow.store.getState().status).toBe('pairing'))
    expect(pairing.attempts[0]?.basic).toBe(false)
    expect(flow.store.getState().pairing).toMatchObject({ uri: undefined, wallet: rainbow })
    pairing.offer('wc:abc@2', 240_000)
    expect(flow.store.getState().pairing).toEqual({
      uri: 'wc:abc@2',
      expiresAt: 240_000,
      expired: false,
      // Not a phone: no deep link to open, the QR code shows.
      deepLink: undefined,
      links: {
        mobile: 'rainbow://wc?uri=wc:abc@2',
        web: 'https://rainbow.example/wc?uri=wc:abc@2',
      },
      wallet: rainbow,
    })
    pairing.expire()
    expect(flow.store.getState().pairing).toMatchObject({ uri: undefined, expired: true })
    flow.renew()
    expect(pairing.service.refreshes).toBe(1)
    const connection: Connection = {
      connectorId: 'walletConnect',
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      caipNetwork: testMainnet,
    }
    pairing.attempts[0]?.resolve(connection)
    await expect(attempt).resolves.toBe(connection)
    expect(flow.store.getState()).toMatchObject({ status: 'connected', pairing: undefined })
  })

  it('on a phone the deep link is the wallet’s mobile link carrying the URI', async () => {
    const pairing = createFakePairing({ isMobile: true })
    const flow = createConnectFlow(setup({ pairing }), { fetchWallet: async () => rainbow })
    void flow.connect({ walletId: 'rainbow' })
    await vi.waitFor(() => expect(flow.store.getState().status).toBe('pairing'))
    pairing.offer('wc:abc@2', 240_000)
    expect(flow.store.getState().pairing?.deepLink).toBe('rainbow://wc?uri=wc:abc@2')
  })

  it('the WalletConnect connector pairs in basic mode (the generic QR code, no wallet)', async () => {
    const pairing = createFakePairing()
    const flow = createConnectFlow(setup({ pairing }))
    void flow.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(pairing.attempts).toHaveLength(1))
    expect(pairing.attempts[0]?.basic).toBe(true)
    expect(flow.store.getState().pairing?.wallet).toBeUndefined()
  })

  it('a declined session is the error; cancel ends a pairing and goes back to idle', async () => {
    const pairing = createFakePairing()
    const flow = createConnectFlow(setup({ pairing }), { fetchWallet: async () => rainbow })
    const declined = flow.connect({ walletId: 'rainbow' })
    await vi.waitFor(() => expect(pairing.attempts).toHaveLength(1))
    pairing.attempts[0]?.reject(new AppKitError('Connection rejected', { code: 4001 }))
    await declined
    expect(flow.store.getState().error?.shortMessage).toBe('Connection rejected')

    const cancelled = flow.connect({ walletId: 'rainbow' })
    await vi.waitFor(() => expect(pairing.attempts).toHaveLength(2))
    flow.cancel()
    await expect(cancelled).resolves.toBeUndefined()
    expect(pairing.service.cancels).toBe(1)
    expect(flow.store.getState()).toMatchObject({ status: 'idle', error: undefined })
  })

  it('picking an installed wallet while pairing cancels the pairing first', async () => {
    const pairing = createFakePairing()
    const flow = createConnectFlow(setup({ pairing }), { fetchWallet: async () => rainbow })
    void flow.connect({ walletId: 'rainbow' })
    await vi.waitFor(() => expect(pairing.attempts).toHaveLength(1))
    const connection = await flow.connect({ connectorId: 'io.metamask' })
    expect(pairing.service.cancels).toBe(1)
    expect(connection?.connectorId).toBe('io.metamask')
    expect(flow.store.getState().status).toBe('connected')
  })
})

describe('useConnect', () => {
  it('renders on the server, idle, with no window', () => {
    expect(typeof window).toBe('undefined')
    expect(readConnect(setup())).toMatchObject({
      status: 'idle',
      error: undefined,
      pairing: undefined,
      connection: undefined,
    })
  })

  it("an unknown connector id through the hook: 'Connector not found' in the kit's flow, no throw", async () => {
    const kit = setup()
    const result = readConnect(kit)
    await expect(result.connect({ connectorId: 'nope' })).resolves.toBeUndefined()
  })
})
