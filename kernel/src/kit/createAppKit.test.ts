import { Schema } from 'effect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { defineFeature } from '../gates/defineFeature.js'
import { remoteProviderList, remoteSwitch } from '../gates/remoteFeatureValue.js'
import { sendJson, startTestServer, type TestServer } from '../pipelines/testing/startTestServer.js'
import { isConnected } from '../registry/selectors.js'
import { EVM_ADDRESS, eoa, mainnet, polygon } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { AppKitOptions } from './AppKitOptions.js'
import { createAppKit } from './createAppKit.js'

// Features as their owning plugins define them (the kernel knows none of them).
const SWAPS = defineFeature<false | readonly string[]>({
  name: 'swaps',
  default: ['1inch'],
  remote: remoteProviderList(['1inch']),
})
const ONRAMP = defineFeature<false | readonly string[]>({
  name: 'onramp',
  default: ['meld'],
  remote: remoteProviderList(['meld']),
})
const EMAIL = defineFeature<boolean>({ name: 'email', default: true, remote: remoteSwitch })
const ACTIVITY = defineFeature<boolean>({ name: 'activity', default: true, remote: remoteSwitch })
const ANALYTICS = defineFeature<boolean>({ name: 'analytics', default: true })
const LEGAL = defineFeature<boolean>({ name: 'legalCheckbox', default: false })

const servers: TestServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

function options(overrides: Partial<AppKitOptions> = {}): AppKitOptions {
  return {
    projectId: 'project-1',
    networks: [mainnet, polygon],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    ...overrides,
  }
}

async function configServer(status: number, body: unknown) {
  const server = await startTestServer((_request, response) => sendJson(response, status, body))
  servers.push(server)
  return server
}

describe('createAppKit options (spec §5, §8)', () => {
  it("a project id is required, otherwise the 'Project ID Not Configured' alert shows and no remote call is made", async () => {
    const server = await configServer(200, { features: [] })
    const kit = createAppKit(
      options({ projectId: '', loadRemoteConfig: true, urls: { api: server.url } }),
    )
    await kit.ready
    expect(kit.alerts.store.getState().alerts.map((a) => a.shortMessage)).toEqual([
      'Project ID Not Configured',
    ])
    expect(server.requests).toHaveLength(0)
  })

  it('passes plugin options through untouched: the plugins that read them judge them', () => {
    const pluginOptions = { siweConfig: {}, siwx: {} }
    const kit = createAppKit(options({ pluginOptions }))
    expect(kit.options.pluginOptions).toBe(pluginOptions)
  })

  it('empty networks are refused with a specific message', () => {
    expect(() => createAppKit(options({ networks: [] }))).toThrowError(/at least one network/)
  })

  it('a default network outside the networks array is Network Not Found', () => {
    const solanaLike = { ...polygon, caipNetworkId: 'eip155:999' as const, id: 999 }
    expect(() => createAppKit(options({ defaultNetwork: solanaLike }))).toThrowError(
      'Network Not Found',
    )
  })
})

describe('createAppKit service URLs', () => {
  it('moves every service with the api URL unless each is set, and defaults to the emulator', () => {
    expect(createAppKit(options()).urls).toEqual({
      api: 'http://127.0.0.1:4100',
      blockchainApi: 'http://127.0.0.1:4100',
      analytics: 'http://127.0.0.1:4100',
      relay: 'ws://127.0.0.1:4100/relay',
    })
    const moved = createAppKit(
      options({ urls: { api: 'http://127.0.0.1:9', analytics: 'http://127.0.0.1:7' } }),
    )
    expect(moved.urls).toEqual({
      api: 'http://127.0.0.1:9',
      blockchainApi: 'http://127.0.0.1:9',
      analytics: 'http://127.0.0.1:7',
      relay: 'ws://127.0.0.1:9/relay',
    })
    const secure = createAppKit(options({ urls: { api: 'https://api.example/v1' } }))
    expect(secure.urls.relay).toBe('wss://api.example/relay')
    const ownRelay = createAppKit(options({ urls: { relay: 'wss://relay.example' } }))
    expect(ownRelay.urls.relay).toBe('wss://relay.example')
  })
})

describe('createAppKit isolation: no module-level state', () => {
  it("spec §2 'AllWallets on mobile': by default a phone is known by its user agent, and the host's isMobile wins", () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
    vi.stubGlobal('navigator', { userAgent: iPhone, maxTouchPoints: 5 })
    try {
      const phone = createAppKit(options())
      expect(phone.options.isMobile?.()).toBe(true)
      // No namespace plugin (spec §2: no adapters): a phone opens AllWallets.
      expect(phone.open()).toMatchObject({ view: 'AllWallets' })
      expect(createAppKit(options({ isMobile: () => false })).open()).toMatchObject({
        view: 'ConnectingWalletConnectBasic',
      })
      vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })
      expect(createAppKit(options()).open()).toMatchObject({
        view: 'ConnectingWalletConnectBasic',
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('two kits on one page share no plugins, hooks, router, registry or storage', async () => {
    const adapter = createMemoryStorage()
    const a = createAppKit(options({ storage: adapter, storagePrefix: 'a' }))
    const b = createAppKit(options({ storage: adapter, storagePrefix: 'b' }))
    const seenByA = vi.fn()
    a.hooks.connected.tap('test', seenByA)
    a.use({ name: 'test:plugin', setup() {} })

    b.registry.recordConnection('eip155', {
      connectorId: 'injected',
      accounts: [eoa(EVM_ADDRESS)],
      caipNetwork: mainnet,
    })
    b.open()

    expect(b.plugins()).toEqual([])
    expect(a.plugins()).toEqual(['test:plugin'])
    expect(seenByA).not.toHaveBeenCalled()
    expect(isConnected(a.registry.store.getState())).toBe(false)
    expect(isConnected(b.registry.store.getState())).toBe(true)
    expect(a.router.store.getState().open).toBe(false)
    expect(b.router.store.getState().view).toBe('Account')
    expect(a.storage.keys()).toEqual([])
    expect(b.storage.keys()).toContain('connectedConnectorIds')
  })

  it('one kit per server request: concurrent requests see only their own state', async () => {
    const serve = async (address: string) => {
      const kit = createAppKit(options())
      await new Promise((resolve) => setTimeout(resolve, 5))
      kit.registry.recordConnection('eip155', {
        connectorId: `connector-${address}`,
        accounts: [eoa(address)],
        caipNetwork: mainnet,
      })
      return kit.registry.store.getState().activeCaipAddress
    }
    const addresses = [
      '0x1111111111111111111111111111111111111111',
      '0x2222222222222222222222222222222222222222',
    ]
    const results = await Promise.all(addresses.map(serve))
    expect(results).toEqual(addresses.map((address) => `eip155:1:${address}`))
  })
})

describe('createAppKit plugins', () => {
  it('installs plugins through use(), refuses a second plugin of the same name, tears down on destroy', () => {
    const kit = createAppKit(options())
    const teardown = vi.fn()
    const installed = vi.fn()
    kit.hooks.pluginInstalled.tap('test', installed)
    kit.use({ name: 'appkit:one', setup: () => teardown })
    expect(installed).toHaveBeenCalledWith({ name: 'appkit:one' })
    expect(() => kit.use({ name: 'appkit:one', setup() {} })).toThrowError(
      'Plugin already installed: appkit:one',
    )
    kit.destroy()
    expect(teardown).toHaveBeenCalledOnce()
  })

  it('a plugin whose setup throws is not left half-installed: it can be installed again', () => {
    const kit = createAppKit(options())
    let fail = true
    const plugin = {
      name: 'appkit:flaky',
      setup() {
        if (fail) throw new Error('not ready')
      },
    }
    expect(() => kit.use(plugin)).toThrowError('not ready')
    expect(kit.plugins()).toEqual([])
    fail = false
    kit.use(plugin)
    expect(kit.plugins()).toEqual(['appkit:flaky'])
  })

  it('a failing featuresResolved listener does not keep remote-gated plugins from setting up', async () => {
    const server = await configServer(200, { features: [{ id: 'swaps', isEnabled: true }] })
    const kit = createAppKit(options({ loadRemoteConfig: true, urls: { api: server.url } }))
    kit.hooks.featuresResolved.tap('broken', () => {
      throw new Error('listener bug')
    })
    const swaps = vi.fn()
    kit.use({ name: 'appkit:swaps', gate: 'swaps', features: [SWAPS], setup: swaps })
    await kit.ready
    await vi.waitFor(() => expect(swaps).toHaveBeenCalledOnce())
  })

  it('a plugin whose gate is closed registers nothing; an open gate sets it up once config is resolved', async () => {
    const server = await configServer(200, {
      features: [
        { id: 'swaps', isEnabled: false },
        { id: 'onramp', isEnabled: true, config: ['meld'] },
      ],
    })
    const kit = createAppKit(options({ loadRemoteConfig: true, urls: { api: server.url } }))
    const swaps = vi.fn()
    const onramp = vi.fn()
    kit.use({ name: 'appkit:swaps', gate: 'swaps', features: [SWAPS], setup: swaps })
    kit.use({ name: 'appkit:onramp', gate: 'onramp', features: [ONRAMP], setup: onramp })
    expect(onramp).not.toHaveBeenCalled()
    await kit.ready
    await Promise.resolve()
    expect(swaps).not.toHaveBeenCalled()
    expect(onramp).toHaveBeenCalledOnce()
  })
})

describe('createAppKit remote configuration (spec §6, §8)', () => {
  it('makes no request before the first open; the first open loads the project configuration', async () => {
    const server = await configServer(200, { features: [{ id: 'email', isEnabled: false }] })
    const kit = createAppKit(options({ loadRemoteConfig: true, urls: { api: server.url } }))
    const gated = vi.fn()
    kit.use({ name: 'appkit:email', gate: 'email', features: [EMAIL], setup: gated })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(server.requests).toHaveLength(0)
    kit.open()
    await vi.waitFor(() => expect(kit.gates.store.getState().status).toBe('remote'))
    expect(server.requests).toHaveLength(1)
    expect(kit.gates.gate('email')).toBe(false)
    expect(gated).not.toHaveBeenCalled()
  })

  it('prepareToOpen loads the project configuration without opening; the open that follows asks for it no more', async () => {
    const server = await configServer(200, { features: [{ id: 'email', isEnabled: false }] })
    const kit = createAppKit(options({ loadRemoteConfig: true, urls: { api: server.url } }))
    kit.prepareToOpen()
    await vi.waitFor(() => expect(kit.gates.store.getState().status).toBe('remote'))
    expect(kit.router.store.getState().open).toBe(false)
    kit.prepareToOpen()
    kit.open()
    await kit.ready
    expect(server.requests).toHaveLength(1)
  })

  it('prepareToOpen({ network: false }) warms the code only: the project API hears nothing', async () => {
    const server = await configServer(200, { features: [] })
    const kit = createAppKit(options({ loadRemoteConfig: true, urls: { api: server.url } }))
    kit.prepareToOpen({ network: false })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests).toHaveLength(0)
    expect(kit.gates.store.getState().status).not.toBe('remote')
  })

  it('a plugin gated by a local feature is set up at once, without waiting for remote config', () => {
    const kit = createAppKit(options({ loadRemoteConfig: true, features: { analytics: true } }))
    const analytics = vi.fn()
    const legal = vi.fn()
    kit.use({
      name: 'appkit:analytics',
      gate: 'analytics',
      features: [ANALYTICS],
      setup: analytics,
    })
    kit.use({ name: 'appkit:legal', gate: 'legalCheckbox', features: [LEGAL], setup: legal })
    expect(analytics).toHaveBeenCalledOnce()
    expect(legal).not.toHaveBeenCalled()
  })

  it('fetches GET /appkit/v1/config with projectId, st and sv, and announces the calls through the request hooks', async () => {
    const server = await configServer(200, { features: [{ id: 'email', isEnabled: false }] })
    const kit = createAppKit(options({ loadRemoteConfig: true, urls: { api: server.url } }))
    kit.gates.register(EMAIL)
    const finished = vi.fn()
    kit.hooks.requestFinished.tap('test', finished)
    await kit.ready
    const url = new URL(server.requests[0]!.url, server.url)
    expect(url.pathname).toBe('/appkit/v1/config')
    expect(url.searchParams.get('projectId')).toBe('project-1')
    expect(url.searchParams.get('st')).toBe('appkit')
    expect(url.searchParams.get('sv')).toBeTruthy()
    expect(kit.gates.gate('email')).toBe(false)
    expect(finished).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'project-api', ok: true }),
    )
  })

  it("kit.blockchainApi: relative paths on urls.blockchainApi with projectId, st and sv (spec §7), announced as 'blockchain-api'", async () => {
    const server = await configServer(200, { ok: true })
    const kit = createAppKit(options({ urls: { blockchainApi: `${server.url}/data` } }))
    const finished = vi.fn()
    kit.hooks.requestFinished.tap('test', finished)
    expect(kit.blockchainApi.baseUrl).toBe(`${server.url}/data`)
    const answer = await kit.blockchainApi.get('/v1/account/0xabc/history', {
      schema: Schema.Struct({ ok: Schema.Boolean }),
      query: { chainId: 'eip155:1' },
    })
    expect(answer).toEqual({ ok: true })
    const url = new URL(server.requests[0]!.url, server.url)
    expect(url.pathname).toBe('/data/v1/account/0xabc/history')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      projectId: 'project-1',
      st: 'appkit',
      chainId: 'eip155:1',
    })
    expect(url.searchParams.get('sv')).toBeTruthy()
    expect(finished).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'blockchain-api', ok: true }),
    )
  })

  it("remote overrides local with the 'local configuration ignored' notice", async () => {
    const server = await configServer(200, { features: [{ id: 'activity', isEnabled: true }] })
    const kit = createAppKit(
      options({ loadRemoteConfig: true, urls: { api: server.url }, features: { activity: false } }),
    )
    kit.gates.register(ACTIVITY)
    await kit.ready
    expect(kit.gates.gate('activity')).toBe(true)
    const [notice] = kit.alerts.store.getState().alerts
    expect(notice).toMatchObject({ code: 'LOCAL_CONFIGURATION_IGNORED', detail: 'activity' })
  })

  it.each([
    [403, { message: 'Unauthorized: invalid key' }, 'Invalid Project ID'],
    [403, { message: 'Unauthorized: origin not allowed' }, 'Origin Not Allowed'],
    [403, { message: 'forbidden' }, 'Invalid App Configuration'],
    [429, {}, 'Rate Limited'],
    [500, {}, 'Server Error'],
  ])(
    'HTTP %i on the config call shows its alert and keeps local values',
    async (status, body, alert) => {
      const server = await configServer(status, body)
      const kit = createAppKit(
        options({ loadRemoteConfig: true, urls: { api: server.url }, features: { email: false } }),
      )
      kit.gates.register(EMAIL)
      await kit.ready
      expect(kit.alerts.store.getState().alerts.map((a) => a.shortMessage)).toEqual([alert])
      expect(kit.gates.store.getState().status).toBe('failed')
      expect(kit.gates.gate('email')).toBe(false)
    },
    15_000,
  )

  it('a malformed config response is refused by its schema and local values hold', async () => {
    const server = await configServer(200, { features: 'everything' })
    const kit = createAppKit(options({ loadRemoteConfig: true, urls: { api: server.url } }))
    kit.gates.register(SWAPS)
    await kit.ready
    expect(kit.gates.store.getState().status).toBe('failed')
    expect(kit.gates.gate('swaps')).toBe(true)
  })
})

describe('createAppKit requests, errors and multi-wallet', () => {
  it('answers kit.request through the first plugin that taps resolveRpc, and refuses unanswered ones', async () => {
    const kit = createAppKit(options())
    kit.hooks.resolveRpc.tapPromise('eip155', async ({ namespace, method }) =>
      namespace === 'eip155' && method === 'eth_chainId' ? '0x1' : undefined,
    )
    await expect(kit.request('eip155', 'eth_chainId')).resolves.toBe('0x1')
    await expect(kit.request('solana', 'getSlot')).rejects.toThrowError(
      'Unsupported chain namespace',
    )
  })

  it('wraps reported errors as AppKitError (default INTERNAL_SDK_ERROR) and reports at most 5 per 60 s', async () => {
    const kit = createAppKit(options())
    const reported = vi.fn()
    kit.hooks.errorReported.tap('test', reported)
    for (let i = 0; i < 7; i++)
      expect(kit.reportError(new Error(`boom ${i}`))).toBeInstanceOf(AppKitError)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(reported).toHaveBeenCalledTimes(5)
    expect(reported.mock.calls[0]![0]).toMatchObject({
      category: 'INTERNAL_SDK_ERROR',
      report: { type: 'error', errorType: 'Error', errorMessage: 'boom 0' },
    })
    expect(reported.mock.calls[0]![0].error).toBeInstanceOf(AppKitError)
  })

  it('reports the original error type and stack, not the wrapper', async () => {
    const kit = createAppKit(options())
    const reported = vi.fn()
    kit.hooks.errorReported.tap('test', reported)
    const original = new TypeError('bad input')
    kit.reportError(original)
    await vi.waitFor(() => expect(reported).toHaveBeenCalledOnce())
    expect(reported.mock.calls[0]![0].report).toMatchObject({
      errorType: 'TypeError',
      stackTrace: original.stack,
    })
  })

  it('multi-wallet methods show the info alert when multi-wallet is off', () => {
    const kit = createAppKit(options())
    expect(kit.switchConnection('eip155', 'other')).toBe(false)
    expect(kit.alerts.store.getState().alerts).toEqual([
      expect.objectContaining({ code: 'MULTI_WALLET_NOT_ENABLED', variant: 'info' }),
    ])
  })

  it('with no adapters and no connection the modal opens ConnectingWalletConnectBasic', () => {
    const kit = createAppKit(options())
    expect(kit.open()).toMatchObject({ action: 'open', view: 'ConnectingWalletConnectBasic' })
  })

  it('opens on Connect when an adapter exists and no one is connected, firing modalOpened', () => {
    const kit = createAppKit(options()).use({
      name: 'test:eip155',
      namespace: 'eip155',
      setup() {},
    })
    const opened = vi.fn()
    kit.hooks.modalOpened.tap('test', opened)
    expect(kit.open()).toMatchObject({ action: 'open', view: 'Connect' })
    expect(opened).toHaveBeenCalledWith({ view: 'Connect' })
    expect(kit.close()).toBe(true)
  })
})
