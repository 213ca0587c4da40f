import { emulatorForFile } from '@appkit/emulator/testing/emulator-for-file'
import { type AppKit, type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analytics } from './analytics.js'
import { createTestWindow } from './testing/createTestWindow.js'

const hardhat: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

interface StoredEvent {
  eventId: string
  projectId: string
  st: string
  sv: string
  props: { type: string; event: string } & Record<string, unknown>
}

const emulator = emulatorForFile()
const kits: AppKit[] = []

beforeEach(async () => {
  await fetch(emulator().urls.analyticsEvents, { method: 'DELETE' })
  await fetch(`${emulator().urls.api}/emulator/faults`, { method: 'DELETE' })
}, 30_000)

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

function kit(): AppKit {
  const created = createAppKit({
    projectId: emulator().urls.projectId,
    networks: [hardhat],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    urls: { api: emulator().urls.api, analytics: emulator().urls.analytics },
  })
  kits.push(created)
  return created
}

async function stored(): Promise<StoredEvent[]> {
  const response = await fetch(emulator().urls.analyticsEvents)
  return ((await response.json()) as { events: StoredEvent[] }).events
}
const storedNames = async () => (await stored()).map((event) => event.props.event)

describe('analytics against the emulator (POST /e into its embedded database)', () => {
  it('the kernel events, MODAL_OPEN and error reports arrive, with the project parameters', async () => {
    const app = kit()
    app.use(analytics({ window: createTestWindow().page, flushDelayMs: 20 }))
    app.open()
    app.hooks.eventTracked.call({
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:31337' },
    })
    app.reportError(new RangeError('amount out of range'))
    await vi.waitFor(
      async () =>
        expect((await storedNames()).sort()).toEqual(
          ['INITIALIZE', 'INTERNAL_SDK_ERROR', 'MODAL_OPEN', 'SWITCH_NETWORK'].sort(),
        ),
      { timeout: 15_000, interval: 100 },
    )
    const events = await stored()
    expect(events[0]).toMatchObject({
      projectId: emulator().urls.projectId,
      st: 'appkit',
      sv: app.apiQuery.sv,
      props: { type: 'track', event: 'INITIALIZE', properties: { networks: ['eip155:31337'] } },
    })
    expect(events.find((event) => event.props.type === 'error')?.props).toMatchObject({
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'RangeError',
      errorMessage: expect.stringContaining('amount out of range'),
      stackTrace: expect.stringContaining('analytics.emulator.test.ts'),
    })
  }, 30_000)

  it("sends only INITIALIZE when the project's analytics config is off", async () => {
    await fetch(`${emulator().urls.api}/emulator/faults`, {
      method: 'POST',
      body: JSON.stringify({
        path: '/getAnalyticsConfig',
        status: 200,
        body: { isAnalyticsEnabled: false },
      }),
    })
    const app = kit()
    app.use(analytics({ window: createTestWindow().page, flushDelayMs: 20 }))
    app.hooks.eventTracked.call({ event: 'CONNECT_SUCCESS' })
    await vi.waitFor(async () => expect(await storedNames()).toEqual(['INITIALIZE']), {
      timeout: 15_000,
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await storedNames()).toEqual(['INITIALIZE'])
  }, 30_000)

  it('a beacon sent on pagehide is stored', async () => {
    const app = kit()
    const page = createTestWindow()
    app.use(analytics({ window: page.page, flushDelayMs: 60_000 }))
    page.pagehide()
    const responses = (await page.delivered()) as Response[]
    expect(responses.map((response) => response.status)).toEqual([204])
    expect(await storedNames()).toEqual(['INITIALIZE'])
  }, 30_000)

  it("an injected HTTP 403 on /e shows 'Invalid App Configuration' once", async () => {
    await fetch(`${emulator().urls.api}/emulator/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/e', status: 403, times: 5 }),
    })
    const app = kit()
    app.use(analytics({ window: createTestWindow().page, flushDelayMs: 20 }))
    await vi.waitFor(() =>
      expect(app.alerts.store.getState().alerts.map((alert) => alert.code)).toEqual([
        'INVALID_APP_CONFIGURATION',
      ]),
    )
    expect(await stored()).toEqual([])
  }, 30_000)
})
