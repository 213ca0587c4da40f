import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import { TimeoutError } from '../errors/TimeoutError.js'
import { createHttpClient, type HttpClientOptions } from './createHttpClient.js'
import type { RequestFinishedInfo, RequestStartedInfo } from './observeRequest.js'
import { sendJson, startTestServer, type TestServer } from './testing/startTestServer.js'

const Config = Schema.Struct({ features: Schema.Array(Schema.String) })
const FAST_RETRY = { baseDelayMs: 5, defaultRetryAfterMs: 20 }

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

describe('createHttpClient against a real local HTTP server', () => {
  let server: TestServer
  const hits = new Map<string, number>()

  function hitsOf(path: string): number {
    return server.requests.filter((request) => new URL(request.url, server.url).pathname === path)
      .length
  }

  beforeAll(async () => {
    server = await startTestServer(async (request, response, raw) => {
      const { pathname } = new URL(request.url, 'http://x')
      const count = (hits.get(pathname) ?? 0) + 1
      hits.set(pathname, count)
      switch (pathname) {
        case '/config':
          return sendJson(response, 200, { features: ['swaps'], extra: true })
        case '/echo':
          return sendJson(response, 200, {
            features: [request.method, request.body, request.headers['content-type'] ?? ''],
          })
        case '/flaky':
          return count === 1
            ? sendJson(response, 503, { message: 'busy' })
            : sendJson(response, 200, { features: ['ok'] })
        case '/always-503':
        case '/backoff':
        case '/abort-during-backoff':
          return sendJson(response, 503, { message: 'busy' })
        case '/retry-after-seconds':
          return count === 1
            ? sendJson(response, 429, {}, { 'retry-after': '1' })
            : sendJson(response, 200, { features: [] })
        case '/retry-after-unreadable':
          return count === 1
            ? sendJson(response, 503, {}, { 'retry-after': 'soon' })
            : sendJson(response, 200, { features: [] })
        case '/retry-after-too-long':
          return sendJson(response, 503, {}, { 'retry-after': '3600' })
        case '/missing':
          return sendJson(response, 404, { message: 'Unauthorized: invalid key' })
        case '/slow':
          await sleep(1000)
          if (!response.destroyed) sendJson(response, 200, { features: [] })
          return
        case '/hang':
          raw.on('close', () => hits.set('/hang:closed', 1))
          return
        case '/malformed':
          response.writeHead(200, { 'content-type': 'application/json' })
          return void response.end('{"features": [')
        case '/wrong-shape':
          return sendJson(response, 200, { features: 'swaps' })
        default:
          return sendJson(response, 500, {})
      }
    })
  })

  afterAll(() => server.close())

  function client(options: Partial<HttpClientOptions> = {}) {
    return createHttpClient({ baseUrl: server.url, retry: FAST_RETRY, ...options })
  }

  it("appends the query parameters to every call (spec §7 'projectId, st, sv') and decodes the response", async () => {
    const api = client({ query: () => ({ projectId: 'p1', st: 'appkit', sv: 'react-1.0.0' }) })
    const config = await api.get('/config', {
      schema: Config,
      query: { page: 2, include: ['a', 'b'] },
    })
    expect(config).toEqual({ features: ['swaps'] })
    const sent = new URL(server.requests.at(-1)?.url ?? '', server.url)
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-1.0.0',
      page: '2',
      include: 'a,b',
    })
  })

  it('POSTs the body as JSON', async () => {
    const echoed = await client().post('/echo', { schema: Config, body: { eventId: 'e1' } })
    expect(echoed.features).toEqual(['POST', '{"eventId":"e1"}', 'application/json'])
  })

  it("retries on 503 then succeeds (spec §8 'retries occur on status ... 503')", async () => {
    const config = await client().get('/flaky', { schema: Config })
    expect(config.features).toEqual(['ok'])
    expect(hitsOf('/flaky')).toBe(2)
  })

  it('gives up after the policy retries (3 retries: 4 attempts) with the last status', async () => {
    const error = await client()
      .get('/always-503', { schema: Config })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(503)
    expect(hitsOf('/always-503')).toBe(4)
  })

  it('waits with exponential backoff between retries (base, 2x base, 4x base)', async () => {
    await client({ retry: { baseDelayMs: 40 } })
      .get('/backoff', { schema: Config })
      .catch(() => undefined)
    const times = server.requests
      .filter((request) => request.url.startsWith('/backoff'))
      .map((request) => request.at)
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0))
    expect(gaps).toHaveLength(3)
    expect(gaps[0]).toBeGreaterThanOrEqual(38)
    expect(gaps[1]).toBeGreaterThanOrEqual(78)
    expect(gaps[2]).toBeGreaterThanOrEqual(158)
  })

  it('honours a Retry-After header in seconds', async () => {
    const started = Date.now()
    await client({ retry: { baseDelayMs: 1 } }).get('/retry-after-seconds', { schema: Config })
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(hitsOf('/retry-after-seconds')).toBe(2)
  })

  it("waits the default retry-after when the header cannot be read (spec §9 'retry after 1 s default')", async () => {
    const started = Date.now()
    await client({ retry: { baseDelayMs: 1, defaultRetryAfterMs: 150 } }).get(
      '/retry-after-unreadable',
      { schema: Config },
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('does not retry when Retry-After is beyond the policy limit', async () => {
    const error = await client()
      .get('/retry-after-too-long', { schema: Config })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 503, retryAfterMs: 3_600_000 })
    expect(hitsOf('/retry-after-too-long')).toBe(1)
  })

  it("reports status, url and body of a failure (spec §8 'HTTP failures report status, url and body')", async () => {
    const api = client({ query: { projectId: 'p1' } })
    const error = await api.get('/missing', { schema: Config }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toBeInstanceOf(AppKitError)
    const failure = error as HttpRequestError
    expect(failure.category).toBe('API_ERROR')
    expect(failure.status).toBe(404)
    expect(failure.url).toBe(`${server.url}/missing?projectId=p1`)
    expect(failure.body).toEqual({ message: 'Unauthorized: invalid key' })
    expect(failure.message).toContain('Status: 404')
    expect(failure.message).toContain(`URL: ${server.url}/missing?projectId=p1`)
    expect(failure.message).toContain('Unauthorized: invalid key')
    expect(hitsOf('/missing')).toBe(1)
  })

  it("times out with 'The request took too long to respond.' and does not retry", async () => {
    const started = Date.now()
    const error = await client({ timeoutMs: 60 })
      .get('/slow', { schema: Config })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).message).toBe('The request took too long to respond.')
    expect((error as TimeoutError).url).toBe(`${server.url}/slow`)
    expect(Date.now() - started).toBeLessThan(800)
    expect(hitsOf('/slow')).toBe(1)
  })

  it('a per-call timeout overrides the client timeout', async () => {
    const error = await client()
      .get('/slow', { schema: Config, timeoutMs: 30 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
  })

  it('rejects malformed JSON with a VALIDATION_ERROR naming the URL', async () => {
    const error = await client()
      .get('/malformed', { schema: Config })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppKitError)
    expect((error as AppKitError).category).toBe('VALIDATION_ERROR')
    expect((error as AppKitError).shortMessage).toBe(
      `Invalid JSON received from ${server.url}/malformed.`,
    )
  })

  it('fails closed on a response of the wrong shape, naming the URL and the field', async () => {
    const error = await client()
      .get('/wrong-shape', { schema: Config })
      .catch((e: unknown) => e)
    expect((error as AppKitError).category).toBe('VALIDATION_ERROR')
    expect((error as AppKitError).shortMessage).toBe(
      `Invalid data received from ${server.url}/wrong-shape.`,
    )
    expect((error as AppKitError).details).toContain('features')
  })

  it('aborts a request in flight: rejects with RequestAbortedError and closes the connection', async () => {
    const controller = new AbortController()
    const pending = client().get('/hang', { schema: Config, signal: controller.signal })
    await sleep(50)
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).message).toBe('Request was aborted')
    await sleep(30)
    expect(hits.get('/hang:closed')).toBe(1)
  })

  it('never retries after an abort, even during the backoff wait', async () => {
    const controller = new AbortController()
    const pending = client({ retry: { baseDelayMs: 200 } }).get('/abort-during-backoff', {
      schema: Config,
      signal: controller.signal,
    })
    await sleep(60)
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    await sleep(250)
    expect(hitsOf('/abort-during-backoff')).toBe(1)
  })

  it('rejects at once when the signal is already aborted, without a request', async () => {
    const before = server.requests.length
    await expect(
      client().get('/config', { schema: Config, signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    expect(server.requests.length).toBe(before)
  })

  it('reports a network failure as an HttpRequestError without a status', async () => {
    const closed = await startTestServer(() => undefined)
    await closed.close()
    const error = await createHttpClient({ baseUrl: closed.url, retry: FAST_RETRY })
      .get('/config', { schema: Config })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBeUndefined()
    expect((error as HttpRequestError).url).toBe(`${closed.url}/config`)
  })

  it('tells the observer when each call starts and how it finished (method, url, attempts, duration, status)', async () => {
    const started: RequestStartedInfo[] = []
    const finished: RequestFinishedInfo[] = []
    const api = client({
      observer: { started: (info) => started.push(info), finished: (info) => finished.push(info) },
    })
    hits.delete('/flaky')
    await api.get('/flaky', { schema: Config })
    await api.get('/missing', { schema: Config }).catch(() => undefined)
    expect(started.map((info) => [info.kind, info.method, info.url])).toEqual([
      ['http', 'GET', `${server.url}/flaky`],
      ['http', 'GET', `${server.url}/missing`],
    ])
    expect(finished[0]).toMatchObject({ id: 1, attempts: 2, status: 200, ok: true })
    expect(finished[0]?.response).toEqual({ features: ['ok'] })
    expect(finished[0]?.durationMs).toBeGreaterThan(0)
    expect(finished[1]).toMatchObject({ id: 2, attempts: 1, status: 404, ok: false })
    expect(finished[1]?.error).toBeInstanceOf(HttpRequestError)
  })

  it('keeps working when the observer throws', async () => {
    const api = client({
      observer: {
        started: () => {
          throw new Error('observer bug')
        },
        finished: () => {
          throw new Error('observer bug')
        },
      },
    })
    await expect(api.get('/config', { schema: Config })).resolves.toEqual({ features: ['swaps'] })
  })

  it('uses the injected fetch', async () => {
    const seen: string[] = []
    const api = client({
      fetch: (input, init) => {
        seen.push(`${init.method} ${input}`)
        return globalThis.fetch(input, init)
      },
    })
    await api.get('/config', { schema: Config })
    expect(seen).toEqual([`GET ${server.url}/config`])
  })
})
