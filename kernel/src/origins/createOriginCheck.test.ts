import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAlerts } from '../alerts/createAlerts.js'
import type { AppKitOptions } from '../kit/AppKitOptions.js'
import { createAppKit } from '../kit/createAppKit.js'
import { createHttpClient } from '../pipelines/createHttpClient.js'
import { sendJson, startTestServer, type TestServer } from '../pipelines/testing/startTestServer.js'
import { mainnet } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createOriginCheck } from './createOriginCheck.js'
import { ORIGIN_CHECK } from './ORIGIN_CHECK.js'

const PAGE = 'https://app.example.com'
const servers: TestServer[] = []
afterEach(async () => {
  vi.unstubAllGlobals()
  for (const server of servers.splice(0)) await server.close()
})

/** A project API answering the origins call with `status` and `body`, and an empty config. */
async function projectApi(status: number, body: unknown) {
  const server = await startTestServer((request, response) => {
    if (request.url.startsWith('/projects/v1/origins')) sendJson(response, status, body)
    else sendJson(response, 200, { features: [] })
  })
  servers.push(server)
  return server
}

function originCalls(server: TestServer) {
  return server.requests.filter((request) => request.url.startsWith('/projects/v1/origins'))
}

function check(server: TestServer, pageOrigin: () => string | undefined = () => PAGE) {
  const alerts = createAlerts()
  const warn = vi.fn()
  const originCheck = createOriginCheck({
    enabled: true,
    api: createHttpClient({ baseUrl: server.url, retry: { baseDelayMs: 1 }, timeoutMs: 2_000 }),
    alerts,
    pageOrigin,
    warn,
  })
  const shown = () => alerts.store.getState().alerts.map((alert) => alert.shortMessage)
  return { originCheck, shown, warn }
}

describe('createOriginCheck (spec §7 GET /projects/v1/origins, spec §8 Origin Not Allowed)', () => {
  it("spec §8 'Origin Not Allowed': a page origin missing from allowedOrigins shows the alert", async () => {
    const server = await projectApi(200, { allowedOrigins: ['https://other.example.org'] })
    const { originCheck, shown } = check(server)
    await expect(originCheck.verdict()).resolves.toBe('notAllowed')
    expect(shown()).toEqual(['Origin Not Allowed'])
  })

  it('an origin matched by a wildcard pattern is allowed, with no alert', async () => {
    const server = await projectApi(200, { allowedOrigins: ['*.example.com'] })
    const { originCheck, shown } = check(server)
    await expect(originCheck.verdict()).resolves.toBe('allowed')
    expect(shown()).toEqual([])
  })

  it('asks once: later verdicts share the first answer', async () => {
    const server = await projectApi(200, { allowedOrigins: [] })
    const { originCheck, shown } = check(server)
    const verdicts = await Promise.all([originCheck.verdict(), originCheck.verdict()])
    await originCheck.verdict()
    expect(verdicts).toEqual(['notAllowed', 'notAllowed'])
    expect(originCalls(server)).toHaveLength(1)
    expect(shown()).toEqual(['Origin Not Allowed'])
  })

  it('a failing origins call (HTTP 500) blocks nothing: verdict unknown, no alert, a warning', async () => {
    const server = await projectApi(500, { error: 'boom' })
    const { originCheck, shown, warn } = check(server)
    await expect(originCheck.verdict()).resolves.toBe('unknown')
    expect(shown()).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a malformed answer is refused by the schema (fails closed to unknown), never a crash', async () => {
    const server = await projectApi(200, { allowedOrigins: 'https://app.example.com' })
    const { originCheck, shown, warn } = check(server)
    await expect(originCheck.verdict()).resolves.toBe('unknown')
    expect(shown()).toEqual([])
    expect(warn.mock.calls[0]?.[0]).toMatch(/allowed origins/)
  })

  it('makes no call without a page origin (server rendering, opaque origins)', async () => {
    const server = await projectApi(200, { allowedOrigins: [] })
    await expect(check(server, () => undefined).originCheck.verdict()).resolves.toBe('unknown')
    await expect(check(server, () => 'null').originCheck.verdict()).resolves.toBe('unknown')
    expect(server.requests).toHaveLength(0)
  })
})

describe('the kit checks its origin once (spec §7, §8)', () => {
  function kitOn(server: TestServer, overrides: Partial<AppKitOptions> = {}) {
    vi.stubGlobal('location', { origin: PAGE })
    return createAppKit({
      projectId: 'project-1',
      networks: [mainnet],
      loadRemoteConfig: true,
      storage: createMemoryStorage(),
      urls: { api: server.url },
      ...overrides,
    })
  }

  it("the first open asks GET /projects/v1/origins once per kit, not per open, and shows 'Origin Not Allowed' once", async () => {
    const server = await projectApi(200, { allowedOrigins: ['https://shop.example.org'] })
    const kit = kitOn(server)
    expect(originCalls(server)).toHaveLength(0)
    kit.open()
    kit.close()
    kit.open()
    await expect(kit.services.get(ORIGIN_CHECK)?.verdict()).resolves.toBe('notAllowed')
    kit.close()
    kit.open()
    const calls = originCalls(server)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toMatch(/projectId=project-1/)
    expect(
      kit.alerts.store
        .getState()
        .alerts.filter((alert) => alert.code === 'ORIGIN_NOT_ALLOWED')
        .map((alert) => alert.shortMessage),
    ).toEqual(['Origin Not Allowed'])
  })

  it('two kits on one page check independently (no shared verdict)', async () => {
    const refusing = await projectApi(200, { allowedOrigins: [] })
    const allowing = await projectApi(200, { allowedOrigins: [PAGE] })
    const first = kitOn(refusing)
    const second = kitOn(allowing)
    await expect(first.services.get(ORIGIN_CHECK)?.verdict()).resolves.toBe('notAllowed')
    await expect(second.services.get(ORIGIN_CHECK)?.verdict()).resolves.toBe('allowed')
    expect(second.alerts.store.getState().alerts).toEqual([])
  })

  it('without a project id no origins call is made', async () => {
    const server = await projectApi(200, { allowedOrigins: [] })
    const kit = kitOn(server, { projectId: '' })
    kit.open()
    await expect(kit.services.get(ORIGIN_CHECK)?.verdict()).resolves.toBe('unknown')
    expect(originCalls(server)).toHaveLength(0)
  })
})
