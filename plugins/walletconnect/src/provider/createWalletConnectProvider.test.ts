import {
  AppKitError,
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@appkit/kernel'
import { createMemoryStorage, createStorage } from '@appkit/kernel/storage'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPairingStore } from '../pairing/createPairingStore.js'
import type { NamespaceRequests } from '../session/buildOptionalNamespaces.js'
import { createSessionHint } from '../session/createSessionHint.js'
import {
  createFakeUniversalProvider,
  type FakeUniversalProvider,
} from '../testing/createFakeUniversalProvider.js'
import { createWalletConnectProvider } from './createWalletConnectProvider.js'
import { pairingTopicOf } from './retirePairing.js'
import type { SessionLike } from './UniversalProviderLike.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const NAMESPACES: NamespaceRequests = {
  eip155: {
    chains: ['eip155:31337', 'eip155:1337'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: { '31337': 'http://127.0.0.1:8545', '1337': 'http://127.0.0.1:8546' },
  },
}

const APPROVED: SessionLike['namespaces'] = {
  eip155: {
    accounts: [`eip155:31337:${A}`, `eip155:1337:${A}`],
    methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    accounts: ['solana:abc:Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'],
    methods: ['solana_signMessage'],
    events: [],
  },
}

function setup(
  options: {
    fake?: FakeUniversalProvider
    autoRefresh?: boolean
    preferred?: number
    storage?: ReturnType<typeof createStorage>
  } = {},
) {
  const fake = options.fake ?? createFakeUniversalProvider()
  const pairing = createPairingStore()
  const storage = options.storage ?? createStorage({ adapter: createMemoryStorage() })
  const hint = createSessionHint(storage)
  const load = vi.fn(async () => fake)
  const provider = createWalletConnectProvider({
    load,
    pairing,
    optionalNamespaces: () => NAMESPACES,
    sessionHint: hint,
    ...(options.autoRefresh === undefined ? {} : { autoRefresh: options.autoRefresh }),
    ...(options.preferred === undefined ? {} : { preferredChainId: () => options.preferred }),
  })
  const events: [string, unknown][] = []
  for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) {
    provider.on(event, (payload) => events.push([event, payload]))
  }
  return { fake, pairing, hint, load, provider, events, storage }
}

/** Lets the facade's promise chain run (fake timers stay still) until the wallet is asked. */
async function untilConnects(fake: FakeUniversalProvider, count: number) {
  for (let turn = 0; turn < 50 && fake.connects.length < count; turn++) await Promise.resolve()
  expect(fake.connects).toHaveLength(count)
}

/** A session on 31337 only: a switch to 1337 must go to the wallet. */
const APPROVED_31337_ONLY = { eip155: { ...APPROVED.eip155!, accounts: [`eip155:31337:${A}`] } }

async function connected(options: Parameters<typeof setup>[0] = {}, approved = APPROVED) {
  const context = setup(options)
  const accounts = context.provider.request({ method: 'eth_requestAccounts' })
  await untilConnects(context.fake, 1)
  context.fake.approve(approved, 'topic-1')
  expect(await accounts).toEqual([A])
  return context
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletConnectProvider: loading on first use', () => {
  it('does not load the library when created, nor for eth_accounts without a stored session', async () => {
    const { load, provider } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  it('eth_requestAccounts loads it once and pairs with the optional namespaces', async () => {
    const { load, fake, provider, pairing } = setup()
    const first = provider.request({ method: 'eth_requestAccounts' })
    const second = provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(fake, 1)
    expect(load).toHaveBeenCalledTimes(1)
    expect(fake.connects[0]?.params).toEqual({ optionalNamespaces: NAMESPACES })
    expect(pairing.getState()).toMatchObject({ status: 'pairing', uri: fake.connects[0]?.uri })
    fake.approve(APPROVED)
    expect(await first).toEqual([A])
    expect(await second).toEqual([A])
    expect(pairing.getState().status).toBe('idle')
  })
})

describe('createWalletConnectProvider: the session', () => {
  it('answers eth_chainId in hex, on the first approved chain, and remembers the session', async () => {
    const { provider, hint } = await connected()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(hint.read()).toEqual({ topic: 'topic-1', chainId: 31337 })
  })

  it("starts on the kit's network when the wallet approved it", async () => {
    const { provider, fake } = await connected({ preferred: 1337 })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(fake.defaultChains).toContain('eip155:1337')
  })

  it('routes wallet requests to the session on eip155:<chainId>', async () => {
    const { provider, fake } = await connected()
    fake.answer = () => '0xsignature'
    const params = ['0x68656c6c6f', A]
    expect(await provider.request({ method: 'personal_sign', params })).toBe('0xsignature')
    expect(fake.requests.at(-1)).toEqual({
      args: { method: 'personal_sign', params },
      chain: 'eip155:31337',
    })
  })

  it('sends reads only for chains with an RPC URL of ours (never the library default RPC)', async () => {
    const { provider, fake } = await connected()
    await provider.request({ method: 'eth_blockNumber' })
    expect(fake.requests.at(-1)?.chain).toBe('eip155:31337')
    const requestsBefore = fake.requests.length
    fake.session = { topic: 'topic-1', namespaces: { ...APPROVED } }
    fake.emit('session_update', {})
    // A chain the session has but the app did not configure: refused locally.
    fake.session.namespaces.eip155 = { ...APPROVED.eip155!, accounts: [`eip155:10:${A}`] }
    fake.emit('session_update', {})
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(
      UnsupportedProviderMethodError,
    )
    expect(fake.requests).toHaveLength(requestsBefore)
  })

  it("maps the wallet's WalletConnect rejection (5000) of a request to 4001", async () => {
    const { provider, fake } = await connected()
    fake.answer = () => Promise.reject({ code: 5000, message: 'User rejected.' })
    await expect(provider.request({ method: 'personal_sign', params: [] })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('switches to an approved chain locally and emits chainChanged', async () => {
    const { provider, events } = await connected()
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x539' }],
      }),
    ).toBeNull()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(events).toContainEqual(['chainChanged', '0x539'])
  })

  it('refuses a chain the session lacks when the wallet cannot switch (4902, so the adapter adds it)', async () => {
    const fake = createFakeUniversalProvider()
    const { provider } = setup({ fake })
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(fake, 1)
    fake.approve({ eip155: { ...APPROVED.eip155!, methods: ['personal_sign'] } })
    await accounts
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).rejects.toBeInstanceOf(SwitchChainError)
  })

  it('a chain the session lacks goes to the wallet, and the kit moves only once its session_update adds it', async () => {
    const { provider, events, fake } = await connected({}, APPROVED_31337_ONLY)
    const switched = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x539' }],
    })
    for (let turn = 0; turn < 50; turn++) await Promise.resolve()
    expect(fake.requests.at(-1)).toEqual({
      args: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] },
      chain: 'eip155:31337',
    })
    // The wallet said yes, but its session has no 1337 yet: the kit stays on 31337.
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    fake.session = { topic: 'topic-1', namespaces: APPROVED }
    fake.emit('session_update', {})
    expect(await switched).toBeNull()
    expect(events).toContainEqual(['chainChanged', '0x539'])
    await provider.request({ method: 'personal_sign', params: ['0x00', A] })
    expect(fake.requests.at(-1)?.chain).toBe('eip155:1337')
  })

  it('the wallet accepting a switch but never adding the chain: refused with 4901, the kit stays where it was', async () => {
    const { provider, events, fake } = await connected({}, APPROVED_31337_ONLY)
    const switched = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x539' }],
    })
    switched.catch(() => undefined)
    for (let turn = 0; turn < 50; turn++) await Promise.resolve()
    expect(fake.requests.at(-1)?.args.method).toBe('wallet_switchEthereumChain')
    vi.advanceTimersByTime(9_999)
    for (let turn = 0; turn < 50; turn++) await Promise.resolve()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    vi.advanceTimersByTime(1)
    await expect(switched).rejects.toBeInstanceOf(ChainDisconnectedError)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(events.filter(([event]) => event === 'chainChanged')).toEqual([])
  })

  it('the wallet refusing a switch: its 4001, and the kit stays where it was', async () => {
    const { provider, fake } = await connected({}, APPROVED_31337_ONLY)
    fake.answer = () => Promise.reject({ code: 5000, message: 'User rejected.' })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('routes a request to another namespace of the same session (solana)', async () => {
    const { provider, fake } = await connected()
    expect(provider.sessionAccounts('solana')).toEqual([
      'solana:abc:Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS',
    ])
    await provider.requestOn('solana:abc', { method: 'solana_signMessage', params: {} })
    expect(fake.requests.at(-1)?.chain).toBe('solana:abc')
  })

  it('wallet_revokePermissions ends the session in the wallet and forgets it', async () => {
    const { provider, fake, hint } = await connected()
    expect(await provider.request({ method: 'wallet_revokePermissions', params: [] })).toBeNull()
    expect(fake.disconnected).toBe(1)
    expect(hint.read()).toBeUndefined()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(
      ProviderDisconnectedError,
    )
  })
})

describe('createWalletConnectProvider: one session, several namespaces', () => {
  it('a disconnect from any namespace ends the session for all: eip155 hears disconnect, the others onSessionChanged', async () => {
    const { provider, events } = await connected()
    const changes: string[][] = []
    provider.onSessionChanged(() => changes.push(provider.sessionAccounts('solana')))
    await provider.request({ method: 'wallet_disconnect' })
    expect(events.at(-1)).toEqual(['disconnect', expect.objectContaining({ code: 4900 })])
    expect(changes).toEqual([[]])
  })

  it('onSessionChanged follows adoption and session_update; its unsubscribe stops it', async () => {
    const context = setup()
    let calls = 0
    const stop = context.provider.onSessionChanged(() => {
      calls += 1
    })
    const pairing = context.provider.pair()
    await untilConnects(context.fake, 1)
    context.fake.approve(APPROVED, 'topic-1')
    await pairing
    expect(calls).toBe(1)
    context.fake.emit('session_update', {})
    expect(calls).toBe(2)
    stop()
    context.fake.emit('session_update', {})
    expect(calls).toBe(2)
    expect(context.provider.sessionMethods('solana')).toEqual(['solana_signMessage'])
  })

  it('pair() shares the pending attempt with eth_requestAccounts and is a no-op with a session', async () => {
    const context = setup()
    const accounts = context.provider.request({ method: 'eth_requestAccounts' })
    const pairing = context.provider.pair()
    await untilConnects(context.fake, 1)
    context.fake.approve(APPROVED, 'topic-1')
    await Promise.all([accounts, pairing])
    await context.provider.pair()
    expect(context.fake.connects).toHaveLength(1)
  })

  it('restore() reports a stored session without pairing, and false without one (no load)', async () => {
    const storage = createStorage({ adapter: createMemoryStorage() })
    createSessionHint(storage).write({ topic: 'topic-1' })
    const fake = createFakeUniversalProvider({
      session: { topic: 'topic-1', namespaces: APPROVED },
    })
    const restored = setup({ fake, storage })
    expect(await restored.provider.restore()).toBe(true)
    expect(restored.provider.sessionAccounts('solana')).toHaveLength(1)
    const fresh = setup()
    expect(await fresh.provider.restore()).toBe(false)
    expect(fresh.load).not.toHaveBeenCalled()
    expect(fake.connects).toHaveLength(0)
  })
})

describe("createWalletConnectProvider: the wallet's events become EIP-1193 events", () => {
  it('accountsChanged with EVM addresses only (a solana change is no eip155 change)', async () => {
    const { fake, events } = await connected()
    fake.emit('accountsChanged', ['Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'])
    fake.emit('accountsChanged', [B])
    expect(events).toEqual([['accountsChanged', [B]]])
  })

  it('chainChanged in hex', async () => {
    const { fake, events } = await connected()
    fake.emit('chainChanged', '1337')
    expect(events).toEqual([['chainChanged', '0x539']])
  })

  it('session_update: the new accounts (none left means accountsChanged [])', async () => {
    const { fake, events } = await connected()
    fake.session = {
      topic: 'topic-1',
      namespaces: { eip155: { ...APPROVED.eip155!, accounts: [`eip155:31337:${B}`] } },
    }
    fake.emit('session_update', {})
    fake.session = { topic: 'topic-1', namespaces: {} }
    fake.emit('session_update', {})
    expect(events).toEqual([
      ['accountsChanged', [B]],
      ['accountsChanged', []],
    ])
  })

  it('session_delete: one disconnect event, and the session is forgotten', async () => {
    const { fake, events, hint } = await connected()
    fake.emit('session_delete', { topic: 'topic-1' })
    fake.emit('disconnect', { code: 6000 })
    expect(events).toEqual([['disconnect', { code: 4900, message: 'Session ended by the wallet' }]])
    expect(hint.read()).toBeUndefined()
  })
})

describe('createWalletConnectProvider: pairing expiry, rejection and cancel', () => {
  it('offers a fresh URI when 10 seconds or less remain of the 4-minute lifetime', async () => {
    const { fake, provider, pairing } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(fake, 1)
    const first = pairing.getState()
    expect(first.expiresAt! - Date.now()).toBe(240_000)
    vi.advanceTimersByTime(229_999)
    expect(fake.connects).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await untilConnects(fake, 2)
    expect(pairing.getState().uri).toBe(fake.connects[1]?.uri)
    expect(pairing.getState().uri).not.toBe(first.uri)
    // The old proposal settling late changes nothing; the new one connects.
    fake.connects[0]?.reject(new Error('proposal expired'))
    fake.approve(APPROVED)
    expect(await accounts).toEqual([A])
  })

  it('an expired URI replaced by a fresh one is retired in the library (its pairing ended, not only unsubscribed); the fresh one is not', async () => {
    const { fake, provider } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(fake, 1)
    expect(fake.retiredPairings).toEqual([])
    vi.advanceTimersByTime(230_000)
    await untilConnects(fake, 2)
    expect(fake.retiredPairings).toEqual([pairingTopicOf(fake.connects[0]?.uri)])
    fake.approve(APPROVED)
    expect(await accounts).toEqual([A])
    expect(fake.retiredPairings).toHaveLength(1)
  })

  it("closing the modal retires the waiting attempt's pairing too", async () => {
    const { fake, provider } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    accounts.catch(() => undefined)
    await untilConnects(fake, 1)
    provider.cancelPairing()
    await expect(accounts).rejects.toMatchObject({ code: 'MODAL_CLOSED' })
    expect(fake.retiredPairings).toEqual([pairingTopicOf(fake.connects[0]?.uri)])
  })

  it('without auto refresh the pairing stays expired until refreshPairing()', async () => {
    const { fake, provider, pairing } = setup({ autoRefresh: false })
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(fake, 1)
    vi.advanceTimersByTime(230_000)
    expect(pairing.getState()).toEqual({ status: 'expired' })
    expect(fake.connects).toHaveLength(1)
    provider.refreshPairing()
    await untilConnects(fake, 2)
    expect(pairing.getState().status).toBe('pairing')
    fake.approve(APPROVED)
    await accounts
  })

  it('a declined session rejects with 4001 and leaves the pairing rejected', async () => {
    const { fake, provider, pairing } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(fake, 1)
    fake.reject()
    await expect(accounts).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(pairing.getState().status).toBe('rejected')
    expect(provider.isPairing()).toBe(false)
  })

  it("cancelPairing rejects the waiting request with 'Modal closed' and resets the pairing", async () => {
    const { fake, provider, pairing } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(fake, 1)
    provider.cancelPairing()
    await expect(accounts).rejects.toMatchObject({ shortMessage: 'Modal closed' })
    expect(pairing.getState().status).toBe('idle')
  })

  it('reports an error when no URI comes (relay unreachable)', async () => {
    const fake = createFakeUniversalProvider({ emitUri: false })
    const { provider, pairing } = setup({ fake })
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    accounts.catch(() => undefined)
    await untilConnects(fake, 1)
    vi.advanceTimersByTime(20_000)
    await expect(accounts).rejects.toBeInstanceOf(AppKitError)
    expect(pairing.getState()).toMatchObject({ status: 'error', error: 'Failed to connect' })
  })

  it('a library that fails to load is reported and loaded again on the next try', async () => {
    const fake = createFakeUniversalProvider()
    const pairing = createPairingStore()
    const load = vi
      .fn<() => Promise<FakeUniversalProvider>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(fake)
    const provider = createWalletConnectProvider({
      load,
      pairing,
      optionalNamespaces: () => NAMESPACES,
      sessionHint: createSessionHint(createStorage({ adapter: createMemoryStorage() })),
    })
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toThrow(
      'chunk failed',
    )
    expect(pairing.getState()).toEqual({ status: 'error', error: 'chunk failed' })
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(fake, 1)
    fake.approve(APPROVED)
    expect(await accounts).toEqual([A])
  })
})

describe('createWalletConnectProvider: basic WalletConnect mode (spec §2)', () => {
  it('a session paired while the generic QR view showed it is basic, kept in the hint, and ends with the session', async () => {
    const context = setup()
    context.provider.setBasicPairing(true)
    const accounts = context.provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(context.fake, 1)
    context.fake.approve(APPROVED, 'topic-1')
    await accounts
    expect(context.provider.isBasicSession()).toBe(true)
    expect(context.hint.read()).toMatchObject({ topic: 'topic-1', basic: true })
    // A chain change rewrites the hint: it keeps the mode.
    context.fake.emit('chainChanged', '1337')
    expect(context.hint.read()).toEqual({ topic: 'topic-1', chainId: 1337, basic: true })
    await context.provider.request({ method: 'wallet_revokePermissions' })
    expect(context.provider.isBasicSession()).toBe(false)
    expect(context.hint.read()).toBeUndefined()
  })

  it('a session paired without it (a listed wallet, or no view) is not basic; the flag is reset after each attempt', async () => {
    const context = await connected()
    expect(context.provider.isBasicSession()).toBe(false)
    expect(context.hint.read()?.basic).toBeUndefined()
    await context.provider.request({ method: 'wallet_disconnect' })

    context.provider.setBasicPairing(true)
    const declined = context.provider.request({ method: 'eth_requestAccounts' })
    declined.catch(() => undefined)
    await untilConnects(context.fake, 2)
    context.fake.reject()
    await expect(declined).rejects.toMatchObject({ code: 4001 })
    const next = context.provider.request({ method: 'eth_requestAccounts' })
    await untilConnects(context.fake, 3)
    context.fake.approve(APPROVED, 'topic-3')
    await next
    expect(context.provider.isBasicSession()).toBe(false)
  })

  it('a reload keeps basic mode: the restored session is basic when its hint says so', async () => {
    const storage = createStorage({ adapter: createMemoryStorage() })
    createSessionHint(storage).write({ topic: 'topic-1', chainId: 1337, basic: true })
    const fake = createFakeUniversalProvider({
      session: { topic: 'topic-1', namespaces: APPROVED },
    })
    const { provider, hint } = setup({ fake, storage })
    expect(await provider.restore()).toBe(true)
    expect(provider.isBasicSession()).toBe(true)
    expect(hint.read()).toMatchObject({ basic: true })
  })
})

describe('createWalletConnectProvider: sessions restored after reload', () => {
  it('eth_accounts loads the library when a session was stored and returns its accounts', async () => {
    const storage = createStorage({ adapter: createMemoryStorage() })
    createSessionHint(storage).write({ topic: 'topic-1', chainId: 1337 })
    const fake = createFakeUniversalProvider({
      session: { topic: 'topic-1', namespaces: APPROVED },
    })
    const { provider, load } = setup({ fake, storage })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([A])
    expect(load).toHaveBeenCalledTimes(1)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
  })

  it('forgets the stored session when the library no longer has it', async () => {
    const storage = createStorage({ adapter: createMemoryStorage() })
    const hint = createSessionHint(storage)
    hint.write({ topic: 'gone' })
    const { provider } = setup({ storage })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(hint.read()).toBeUndefined()
  })

  it('destroy removes its listeners from the library', async () => {
    const { provider, fake } = await connected()
    expect(fake.listenerCount('session_delete')).toBe(1)
    provider.destroy()
    expect(fake.listenerCount('session_delete')).toBe(0)
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toBeInstanceOf(
      ProviderDisconnectedError,
    )
  })
})
