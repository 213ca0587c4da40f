import { type AppKit, type AppKitOptions, type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { analytics } from './analytics.js'
import { createTestWindow } from './testing/createTestWindow.js'
import { type IngestServer, startIngestServer } from './testing/startIngestServer.js'

const mainnet: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://rpc.example/1'] } },
}
const ADDRESS = '0x1111111111111111111111111111111111111111'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const kits: AppKit[] = []
const servers: IngestServer[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) kit.destroy()
  for (const server of servers.splice(0)) await server.close()
  vi.restoreAllMocks()
})

async function server(settings?: Parameters<typeof startIngestServer>[0]) {
  const started = await startIngestServer(settings)
  servers.push(started)
  return started
}

function kitFor(ingest: IngestServer, overrides: Partial<AppKitOptions> = {}): AppKit {
  const kit = createAppKit({
    projectId: 'project-1',
    networks: [mainnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    urls: { api: ingest.url, analytics: ingest.url },
    sdkVersion: 'html-test-1.0.0',
    ...overrides,
  })
  kits.push(kit)
  return kit
}

const names = (ingest: IngestServer) =>
  ingest.events().map((event) => (event.props as { event: string }).event)
const configCalls = (ingest: IngestServer) =>
  ingest.requests.filter((request) => request.path === '/getAnalyticsConfig')
const ingestCalls = (ingest: IngestServer) =>
  ingest.requests.filter((request) => request.path === '/e')
const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms))

describe("analytics: 'Sent only when analytics is on or for an INITIALIZE event' (spec §7)", () => {
  it('INITIALIZE is sent once at setup even when the local analytics feature is off, and nothing else', async () => {
    const ingest = await server()
    const kit = kitFor(ingest, { features: { analytics: false } })
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    kit.open()
    kit.close()
    kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    await vi.waitFor(() => expect(names(ingest)).toEqual(['INITIALIZE']))
    await settle()
    expect(names(ingest)).toEqual(['INITIALIZE'])
    // With the local feature off the project's analytics config is never asked for.
    expect(configCalls(ingest)).toHaveLength(0)
  })

  it("INITIALIZE is sent, and tracking events are not, when the project's config says isAnalyticsEnabled false", async () => {
    const ingest = await server({ isAnalyticsEnabled: false })
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    kit.hooks.eventTracked.call({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:1' } })
    await vi.waitFor(() => expect(configCalls(ingest)).toHaveLength(1))
    await settle()
    expect(names(ingest)).toEqual(['INITIALIZE'])
  })

  it('tracking events are sent when the local feature is on and the project says isAnalyticsEnabled', async () => {
    const ingest = await server({ isAnalyticsEnabled: true })
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    const sent = {
      isSmartAccount: false,
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      amount: '1.5',
      network: 'eip155:1',
    }
    kit.hooks.eventTracked.call({ event: 'SEND_INITIATED', properties: sent })
    kit.hooks.eventTracked.call({ event: 'SEND_SUCCESS', properties: sent })
    await vi.waitFor(() =>
      expect(names(ingest)).toEqual(['INITIALIZE', 'SEND_INITIATED', 'SEND_SUCCESS']),
    )
    expect(ingest.events()[2]?.props).toEqual({
      type: 'track',
      event: 'SEND_SUCCESS',
      properties: sent,
    })
  })

  it("is 'never for MODAL_CREATED'", async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    kit.hooks.eventTracked.call({ event: 'MODAL_CREATED' })
    kit.hooks.eventTracked.call({ event: 'CONNECT_ERROR', properties: { message: 'x' } })
    await vi.waitFor(() => expect(names(ingest)).toEqual(['INITIALIZE', 'CONNECT_ERROR']))
    await settle()
    expect(names(ingest)).not.toContain('MODAL_CREATED')
  })

  it('asks GET /getAnalyticsConfig once, on the first event that needs it, and caches the answer', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    await vi.waitFor(() => expect(names(ingest)).toEqual(['INITIALIZE']))
    expect(configCalls(ingest)).toHaveLength(0)
    kit.hooks.eventTracked.call({ event: 'SELECT_WALLET' })
    await vi.waitFor(() => expect(names(ingest)).toHaveLength(2))
    kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    await vi.waitFor(() => expect(names(ingest)).toHaveLength(3))
    expect(configCalls(ingest)).toHaveLength(1)
    expect(configCalls(ingest)[0]?.query.get('projectId')).toBe('project-1')
  })
})

describe('analytics: the POST /e request (spec §7)', () => {
  it('carries projectId, st and sv in the query and eventId, url, domain, timestamp and props in the body', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    const before = Date.now()
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    await vi.waitFor(() => expect(ingestCalls(ingest)).toHaveLength(1))
    const [request] = ingestCalls(ingest)
    expect(request?.method).toBe('POST')
    expect(request?.contentType).toBe('application/json')
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      projectId: 'project-1',
      st: 'appkit',
      sv: 'html-test-1.0.0',
    })
    const event = JSON.parse(request?.body ?? '')
    expect(event).toEqual({
      eventId: expect.stringMatching(UUID),
      url: 'http://localhost:5173/shop?item=1',
      domain: 'localhost',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'INITIALIZE', properties: { networks: ['eip155:1'] } },
    })
    expect(event.timestamp).toBeGreaterThanOrEqual(before)
  })

  it('adds the active address to props when connected, and tracks modalOpened/modalClosed as MODAL_OPEN/MODAL_CLOSE', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    // A namespace plugin, so the modal opens on Connect; its family is added on the kit.
    kit.use({ name: 'test:eip155', namespace: 'eip155', setup: () => undefined })
    kit.registry.addFamily('eip155', [mainnet])
    kit.open()
    kit.registry.recordConnection('eip155', {
      connectorId: 'injected',
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      caipNetwork: mainnet,
    })
    kit.close()
    await vi.waitFor(() =>
      expect(names(ingest)).toEqual(['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE']),
    )
    const [, opened, closed] = ingest.events()
    expect(opened?.props).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { view: 'Connect', connected: false },
    })
    expect(closed?.props).toEqual({
      type: 'track',
      event: 'MODAL_CLOSE',
      properties: { connected: true },
      address: ADDRESS,
    })
  })

  it('does not send connected/disconnected itself: the kernel tracks them as CONNECT_SUCCESS and DISCONNECT_SUCCESS', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    kit.registry.addFamily('eip155', [mainnet])
    kit.registry.recordConnection('eip155', {
      connectorId: 'injected',
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      caipNetwork: mainnet,
    })
    kit.registry.markDisconnected('eip155')
    await settle()
    expect(names(ingest)).toEqual(['INITIALIZE'])
  })
})

describe('analytics: batching', () => {
  it('events within the flush delay go out together, as a JSON array, oldest first', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 100 }))
    for (const event of ['SELECT_WALLET', 'CONNECT_SUCCESS', 'SWITCH_NETWORK']) {
      kit.hooks.eventTracked.call({ event })
    }
    await vi.waitFor(() => expect(names(ingest)).toHaveLength(4))
    // INITIALIZE went at the first flush; the three others waited for the project's answer,
    // then went together.
    const bodies = ingestCalls(ingest).map((request) => JSON.parse(request.body))
    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toMatchObject({ props: { event: 'INITIALIZE' } })
    expect(bodies[1]).toEqual([
      expect.objectContaining({ props: { type: 'track', event: 'SELECT_WALLET' } }),
      expect.objectContaining({ props: { type: 'track', event: 'CONNECT_SUCCESS' } }),
      expect.objectContaining({ props: { type: 'track', event: 'SWITCH_NETWORK' } }),
    ])
  })

  it('a full batch (batchSize events) goes out at once, without waiting for the delay', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 60_000, batchSize: 3 }))
    kit.hooks.eventTracked.call({ event: 'SELECT_WALLET' })
    kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    await vi.waitFor(() => expect(names(ingest)).toHaveLength(3))
    expect(names(ingest)).toEqual(['INITIALIZE', 'SELECT_WALLET', 'CONNECT_SUCCESS'])
  })
})

describe('analytics: page hide', () => {
  it('flushes with navigator.sendBeacon on pagehide: a JSON Blob to the ingest URL with the query', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    const page = createTestWindow()
    kit.use(analytics({ window: page.page, flushDelayMs: 60_000 }))
    kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    page.pagehide()
    const [beacon] = await Promise.all(page.beacons)
    expect(beacon?.contentType).toBe('application/json')
    expect(beacon?.url).toBe(`${ingest.url}/e?projectId=project-1&st=appkit&sv=html-test-1.0.0`)
    expect(JSON.parse(beacon?.text ?? '')).toMatchObject({ props: { event: 'INITIALIZE' } })
    // CONNECT_SUCCESS waited for the project's answer (unknown at hide time), then went by fetch.
    await vi.waitFor(() => expect(names(ingest)).toEqual(['INITIALIZE', 'CONNECT_SUCCESS']))
    expect(page.beacons).toHaveLength(1)
  })

  it('flushes with a beacon when the document becomes hidden (visibilitychange), once analytics is known on', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    const page = createTestWindow()
    kit.use(analytics({ window: page.page, flushDelayMs: 60_000, batchSize: 2 }))
    kit.hooks.eventTracked.call({ event: 'SELECT_WALLET' })
    await vi.waitFor(() => expect(names(ingest)).toEqual(['INITIALIZE', 'SELECT_WALLET']))
    kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    page.show()
    expect(page.beacons).toHaveLength(0)
    page.hide()
    expect(page.beacons).toHaveLength(1)
    const [beacon] = await Promise.all(page.beacons)
    expect(JSON.parse(beacon?.text ?? '')).toMatchObject({ props: { event: 'CONNECT_SUCCESS' } })
    await page.delivered()
    await vi.waitFor(() => expect(names(ingest)).toContain('CONNECT_SUCCESS'))
    expect(ingest.requests.at(-1)?.contentType).toBe('application/json')
  })

  it('falls back to fetch when the browser does not accept the beacon', async () => {
    const ingest = await server()
    const kit = kitFor(ingest)
    const page = createTestWindow({ acceptBeacons: false })
    kit.use(analytics({ window: page.page, flushDelayMs: 60_000 }))
    page.pagehide()
    await vi.waitFor(() => expect(names(ingest)).toEqual(['INITIALIZE']))
    expect(page.beacons).toHaveLength(0)
  })
})

describe('analytics: failures (spec §7, §8)', () => {
  it("an HTTP 403 from the analytics endpoint shows 'Invalid App Configuration' once, and stops sending", async () => {
    const ingest = await server({ ingestStatus: 403 })
    const kit = kitFor(ingest)
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    await vi.waitFor(() =>
      expect(kit.alerts.store.getState().alerts.map((alert) => alert.shortMessage)).toEqual([
        'Invalid App Configuration',
      ]),
    )
    kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    kit.hooks.eventTracked.call({ event: 'SWITCH_NETWORK' })
    await settle()
    expect(ingestCalls(ingest)).toHaveLength(1)
    expect(kit.alerts.store.getState().alerts).toHaveLength(1)
  })

  it('shows the 403 alert once even when several batches are refused', async () => {
    const ingest = await server({ ingestStatus: 403 })
    const kit = kitFor(ingest)
    const page = createTestWindow({ acceptBeacons: false })
    kit.use(analytics({ window: page.page, flushDelayMs: 60_000 }))
    page.pagehide()
    page.pagehide()
    kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    await vi.waitFor(() => expect(kit.alerts.store.getState().alerts).toHaveLength(1))
    await settle()
    expect(kit.alerts.store.getState().alerts).toHaveLength(1)
  })

  it('a failing endpoint (HTTP 500, nothing listening, a bad URL) throws nothing, rejects nothing and logs nothing to the console', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    const consoleError = vi.spyOn(console, 'error')
    const consoleWarn = vi.spyOn(console, 'warn')
    try {
      const failing = await server({ ingestStatus: 500 })
      const down = await server()
      await down.close()
      for (const ingest of [failing, down]) {
        const kit = kitFor(ingest)
        expect(() =>
          kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 })),
        ).not.toThrow()
        expect(() => kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })).not.toThrow()
      }
      const misconfigured = kitFor(failing, { urls: { api: failing.url, analytics: 'not a url' } })
      misconfigured.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
      await vi.waitFor(() => expect(ingestCalls(failing).length).toBeGreaterThanOrEqual(1))
      await settle(300)
      expect(unhandled).toEqual([])
      expect(consoleError).not.toHaveBeenCalled()
      expect(consoleWarn).not.toHaveBeenCalled()
      expect(kits.every((kit) => kit.alerts.store.getState().alerts.length === 0)).toBe(true)
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})

describe("analytics: error reports ('limited to 5 per 60 seconds', spec §7, §9)", () => {
  it('errors reported through kit.reportError arrive as error events with errorType, errorMessage and stackTrace', async () => {
    const ingest = await server()
    const kit = kitFor(ingest, { logLevel: 'silent' })
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    kit.reportError(new TypeError('Cannot read properties of undefined'))
    await vi.waitFor(() => expect(ingest.events()).toHaveLength(2))
    const error = ingest
      .events()
      .find((event) => (event.props as { type: string }).type === 'error')
    expect(error?.props).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: expect.stringContaining('Cannot read properties of undefined'),
      stackTrace: expect.stringContaining('analytics.test.ts'),
    })
  })

  it("a failing flow's report carries its category and flow, e.g. a send refused by the wallet", async () => {
    const ingest = await server()
    const kit = kitFor(ingest, { logLevel: 'silent' })
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    kit.reportError(new Error('insufficient funds'), { flow: 'send', category: 'PROVIDER_ERROR' })
    await vi.waitFor(() => expect(ingest.events()).toHaveLength(2))
    const error = ingest
      .events()
      .find((event) => (event.props as { type: string }).type === 'error')
    expect(error?.props).toMatchObject({
      type: 'error',
      event: 'PROVIDER_ERROR',
      flow: 'send',
      errorMessage: 'insufficient funds',
    })
  })

  it('7 reported errors produce at most 5 error events', async () => {
    const ingest = await server()
    const kit = kitFor(ingest, { logLevel: 'silent' })
    kit.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    for (let index = 1; index <= 7; index += 1) kit.reportError(new Error(`failure ${index}`))
    await vi.waitFor(() => expect(ingest.events().length).toBeGreaterThanOrEqual(6))
    await settle()
    const errors = ingest
      .events()
      .filter((event) => (event.props as { type: string }).type === 'error')
    expect(errors).toHaveLength(5)
  })
})

describe('analytics: lifecycle', () => {
  it('teardown removes its listeners and flushes what is queued', async () => {
    const ingest = await server()
    const kit = createAppKit({
      projectId: 'project-1',
      networks: [mainnet],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      urls: { api: ingest.url, analytics: ingest.url },
    })
    const page = createTestWindow()
    kit.use(analytics({ window: page.page, flushDelayMs: 60_000 }))
    expect(page.listenerCount('pagehide')).toBe(1)
    expect(page.listenerCount('document:visibilitychange')).toBe(1)
    kit.destroy()
    expect(page.listenerCount('pagehide')).toBe(0)
    expect(page.listenerCount('document:visibilitychange')).toBe(0)
    await vi.waitFor(() => expect(names(ingest)).toEqual(['INITIALIZE']))
    kit.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    page.pagehide()
    await settle()
    expect(names(ingest)).toEqual(['INITIALIZE'])
  })

  it('sends nothing without a page (SSR) or without a project id', async () => {
    const ingest = await server()
    expect(typeof window).toBe('undefined')
    kitFor(ingest).use(analytics({ flushDelayMs: 10 }))
    kitFor(ingest, { projectId: '' }).use(
      analytics({ window: createTestWindow().page, flushDelayMs: 10 }),
    )
    await settle()
    expect(ingest.requests).toEqual([])
  })

  it('two kits on one page share nothing: each sends its own events to its own ingest', async () => {
    const first = await server()
    const second = await server()
    const a = kitFor(first)
    const b = kitFor(second)
    a.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    b.use(analytics({ window: createTestWindow().page, flushDelayMs: 10 }))
    a.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    await vi.waitFor(() => expect(names(first)).toEqual(['INITIALIZE', 'CONNECT_SUCCESS']))
    await settle()
    expect(names(second)).toEqual(['INITIALIZE'])
  })
})
