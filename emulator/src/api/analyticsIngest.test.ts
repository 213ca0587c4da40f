import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnalyticsStore, createAnalyticsStore } from './analytics/createAnalyticsStore.js'
import { type ApiServer, createApiServer } from './createApiServer.js'

const keys = 'projectId=test-project&st=appkit&sv=html-test-1.0.0'
let api: ApiServer
let store: AnalyticsStore

beforeAll(async () => {
  store = createAnalyticsStore()
  api = await createApiServer({
    port: 0,
    hostname: '127.0.0.1',
    projectIds: ['test-project'],
    features: [],
    allowedOrigins: [],
    wallets: [],
    assetImages: {},
    rpcUrls: new Map(),
    getState: () => undefined,
    analytics: store,
  })
})

afterAll(async () => {
  await api.close()
  await store.close()
})

const event = (eventId: string, name = 'SWITCH_NETWORK') => ({
  eventId,
  url: 'http://localhost:5173/shop',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: name, properties: { network: 'eip155:31337' } },
})

const post = (body: unknown, options: { query?: string; type?: string } = {}) =>
  fetch(`${api.url}/e?${options.query ?? keys}`, {
    method: 'POST',
    headers: { 'content-type': options.type ?? 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function stored(query = ''): Promise<{ eventId: string; props: { event: string } }[]> {
  const response = await fetch(`${api.url}/emulator/analytics${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { events: { eventId: string; props: { event: string } }[] })
    .events
}

describe('POST /e: the analytics ingest (spec §7)', () => {
  it('stores one event, or an array of them, answering 204; GET /emulator/analytics returns them newest last', async () => {
    await fetch(`${api.url}/emulator/analytics`, { method: 'DELETE' })
    const single = await post(event('a', 'INITIALIZE'))
    expect(single.status).toBe(204)
    expect(await single.text()).toBe('')
    expect((await post([event('b'), event('c', 'CONNECT_SUCCESS')])).status).toBe(204)
    const events = await stored()
    expect(events.map((stored) => stored.eventId)).toEqual(['a', 'b', 'c'])
    expect(events[2]).toMatchObject({
      ...event('c', 'CONNECT_SUCCESS'),
      projectId: 'test-project',
      st: 'appkit',
      sv: 'html-test-1.0.0',
    })
    expect((await stored('?limit=1')).map((stored) => stored.eventId)).toEqual(['c'])
  }, 30_000)

  it('accepts a text/plain body (what sendBeacon sends for a string)', async () => {
    const response = await post(JSON.stringify(event('plain')), {
      type: 'text/plain;charset=UTF-8',
    })
    expect(response.status).toBe(204)
    expect((await stored('?limit=1'))[0]?.eventId).toBe('plain')
  })

  it('answers 400 naming the bad field, and stores nothing of a bad batch', async () => {
    const before = (await stored()).length
    const response = await post([event('good'), { ...event('bad'), timestamp: 'now' }])
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: "'[1].timestamp' must be an integer number of milliseconds, 0 or more",
      field: '[1].timestamp',
    })
    const notJson = await post('{"eventId":')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ field: 'body' })
    const wrongType = await post(event('x'), { type: 'application/x-www-form-urlencoded' })
    expect(wrongType.status).toBe(415)
    expect(await stored()).toHaveLength(before)
  })

  it('checks projectId, st and sv like the other project calls: 403 for an unknown project, 400 naming a missing one', async () => {
    const unknown = await post(event('u'), { query: 'projectId=other&st=appkit&sv=1' })
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: 'Unauthorized: invalid key' })
    const missing = await post(event('m'), { query: 'projectId=test-project&st=appkit' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ parameter: 'sv' })
    const ids = (await stored()).map((stored) => stored.eventId)
    expect(ids).not.toContain('u')
    expect(ids).not.toContain('m')
  })

  it('answers an armed fault instead (fault injection works for /e)', async () => {
    await fetch(`${api.url}/emulator/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/e', method: 'POST', status: 403, times: 1 }),
    })
    expect((await post(event('faulted'))).status).toBe(403)
    expect((await post(event('after'))).status).toBe(204)
    const ids = (await stored()).map((stored) => stored.eventId)
    expect(ids).not.toContain('faulted')
    expect(ids).toContain('after')
  })

  it("answers a local page's JSON preflight allowing credentials (a beacon sends them)", async () => {
    const preflight = await fetch(`${api.url}/e?${keys}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    const other = await fetch(`${api.url}/appkit/v1/config?${keys}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    })
    expect(other.headers.get('access-control-allow-credentials')).toBeNull()
    const foreign = await fetch(`${api.url}/e?${keys}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('/emulator/analytics', () => {
  it("answers 400 for a bad limit, and refuses other sites' pages", async () => {
    const bad = await fetch(`${api.url}/emulator/analytics?limit=0`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ parameter: 'limit' })
    const foreign = await fetch(`${api.url}/emulator/analytics`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
  })

  it('DELETE clears the stored events', async () => {
    expect((await fetch(`${api.url}/emulator/analytics`, { method: 'DELETE' })).status).toBe(200)
    expect(await stored()).toEqual([])
  })
})
