import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../defaults.js'
import { type ApiServer, createApiServer } from './createApiServer.js'
import { loadWalletRegistry } from './loadWalletRegistry.js'
import { toEmulatorWallets } from './walletList.js'

const keys = 'projectId=test-project&st=appkit&sv=html-test-1.0.0'
let api: ApiServer
let state: unknown

beforeAll(async () => {
  api = await createApiServer({
    port: 0,
    hostname: '127.0.0.1',
    projectIds: ['test-project'],
    features: [{ id: 'email', isEnabled: false }],
    allowedOrigins: ['http://localhost:*'],
    wallets: toEmulatorWallets(await loadWalletRegistry()),
    assetImages: { 'eip155:31337': { name: 'Hardhat', color: '#fff100' } },
    rpcUrls: new Map(),
    getState: () => state,
  })
})

afterAll(async () => {
  await api.close()
})

const get = (path: string, init?: RequestInit) => fetch(`${api.url}${path}`, init)

describe('createApiServer', () => {
  it('lists the mailbox of one-time codes for the devtools, newest last, and empties it', async () => {
    expect(await (await get('/emulator/mailbox')).json()).toEqual({ messages: [] })
    api.mailbox.deliver({ to: 'alice@example.com', subject: 'Your code', code: '123456' })
    api.mailbox.deliver({ to: 'bob@example.com', subject: 'Your code', code: '654321' })
    const { messages } = (await (await get('/emulator/mailbox')).json()) as {
      messages: { to: string; code: string }[]
    }
    expect(messages.map((m) => [m.to, m.code])).toEqual([
      ['alice@example.com', '123456'],
      ['bob@example.com', '654321'],
    ])
    expect((await get('/emulator/mailbox', { method: 'DELETE' })).status).toBe(204)
    expect(await (await get('/emulator/mailbox')).json()).toEqual({ messages: [] })
  })

  it('serves the configured features (an option, so tests can change them)', async () => {
    const response = await get(`/appkit/v1/config?${keys}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ features: [{ id: 'email', isEnabled: false }] })
    expect(DEFAULT_FEATURES.map((feature) => feature.id)).toContain('multiWallet')
  })

  it('serves origins and the analytics config', async () => {
    expect(await (await get(`/projects/v1/origins?${keys}`)).json()).toEqual({
      allowedOrigins: ['http://localhost:*'],
    })
    expect(await (await get(`/getAnalyticsConfig?${keys}`)).json()).toEqual({
      isAnalyticsEnabled: true,
    })
  })

  it('answers 400 naming a missing st or sv, and 403 for an unknown projectId', async () => {
    const noSv = await get('/getAnalyticsConfig?projectId=test-project&st=appkit')
    expect(noSv.status).toBe(400)
    expect(await noSv.json()).toMatchObject({ parameter: 'sv' })
    const unknown = await get('/appkit/v1/config?projectId=other&st=a&sv=b')
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: 'Unauthorized: invalid key' })
  })

  it('answers 400 for a page that is not a positive integer', async () => {
    const response = await get(`/getWallets?${keys}&page=0`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ parameter: 'page' })
  })

  it('serves a wallet placeholder SVG by image id, and 404 for an unknown id', async () => {
    const { data } = (await (await get(`/getWallets?${keys}&search=rainbow`)).json()) as {
      data: { image_id: string }[]
    }
    const image = await get(`/getWalletImage/${data[0]?.image_id}?${keys}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await image.text()).toContain('<title>Rainbow</title>')
    expect((await get(`/getWalletImage/nope?${keys}`)).status).toBe(404)
    const asset = await get(`/public/getAssetImage/eip155%3A31337?${keys}`)
    expect(await asset.text()).toContain('<title>Hardhat</title>')
    expect((await get(`/public/getAssetImage/unknown?${keys}`)).status).toBe(404)
  })

  it('answers a CORS preflight from another localhost port, and not from other sites', async () => {
    const preflight = await get('/appkit/v1/config', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-sdk-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-sdk-type')
    const foreign = await get(`/appkit/v1/config?${keys}`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses control requests from pages on other sites', async () => {
    const response = await get('/emulator/faults', {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })

  it('fails the next N matching requests as armed, then serves normally again', async () => {
    const armed = await get('/emulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        path: '/appkit/v1/config',
        status: 503,
        times: 2,
        body: { message: 'down' },
        headers: { 'Retry-After': '1' },
      }),
    })
    expect(armed.status).toBe(201)
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await get(`/appkit/v1/config?${keys}`)
      expect(failed.status).toBe(503)
      expect(failed.headers.get('retry-after')).toBe('1')
      expect(await failed.json()).toEqual({ message: 'down' })
    }
    expect((await get(`/appkit/v1/config?${keys}`)).status).toBe(200)
  })

  it('serves a string fault body as is (malformed JSON on purpose) and DELETE clears faults', async () => {
    const arm = (body: unknown) =>
      get('/emulator/faults', { method: 'POST', body: JSON.stringify(body) })
    await arm({ path: '/getWallets', status: 200, body: '{"count": 1, "data": [' })
    const malformed = await get(`/getWallets?${keys}`)
    await expect(malformed.json()).rejects.toThrow()
    await arm({ path: '/getWallets', status: 500, times: 3 })
    expect((await (await get('/emulator/faults')).json()).faults).toHaveLength(1)
    expect((await get('/emulator/faults', { method: 'DELETE' })).status).toBe(200)
    expect((await get(`/getWallets?${keys}`)).status).toBe(200)
  })

  it('delays a request by delayMs before answering', async () => {
    await get('/emulator/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/getAnalyticsConfig', delayMs: 150 }),
    })
    const started = performance.now()
    const response = await get(`/getAnalyticsConfig?${keys}`)
    expect(response.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('a dropped fault cuts the connection without an answer (a network error in the client)', async () => {
    await get('/emulator/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/getAnalyticsConfig', drop: true }),
    })
    await expect(get(`/getAnalyticsConfig?${keys}`)).rejects.toThrow()
    expect((await get(`/getAnalyticsConfig?${keys}`)).status).toBe(200)
  })

  it('DELETE /emulator/faults ends a long delay at once: the waiting request is then served normally', async () => {
    await get('/emulator/faults', { method: 'DELETE' })
    await get('/emulator/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/getAnalyticsConfig', delayMs: 600_000, status: 503 }),
    })
    const waiting = get(`/getAnalyticsConfig?${keys}`)
    await expect
      .poll(
        async () =>
          (await (await get('/emulator/faults/requests?path=/getAnalyticsConfig')).json()).count,
      )
      .toBe(1)
    await get('/emulator/faults', { method: 'DELETE' })
    expect((await waiting).status).toBe(200)
  })

  it("faults the chains' JSON-RPC proxy (/rpc/{chainId}) like any other path", async () => {
    await get('/emulator/faults', {
      method: 'POST',
      body: JSON.stringify({
        path: '/rpc/*',
        method: 'POST',
        status: 429,
        headers: { 'Retry-After': '2' },
      }),
    })
    const limited = await get('/rpc/999', { method: 'POST', body: '{}' })
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '2'])
    expect((await get('/rpc/999', { method: 'POST', body: '{}' })).status).toBe(404)
  })

  it('GET /emulator/faults/requests counts the requests received per path (prefix, method), and DELETE empties it', async () => {
    await get('/emulator/faults', { method: 'DELETE' })
    await get(`/getWallets?${keys}`)
    await get(`/getWallets?${keys}&page=2`)
    await get('/rpc/999', { method: 'POST', body: '{}' })
    const count = async (query: string) =>
      ((await (await get(`/emulator/faults/requests?${query}`)).json()) as { count: number }).count
    expect(await count('path=/getWallets')).toBe(2)
    expect(await count('path=/rpc/*&method=POST')).toBe(1)
    expect(await count('path=/rpc/*&method=GET')).toBe(0)
    expect(await count('path=/getWallets&service=secureSite')).toBe(0)
    expect((await get('/emulator/faults/requests?service=relay')).status).toBe(400)
    await get('/emulator/faults', { method: 'DELETE' })
    expect(await count('path=/getWallets')).toBe(0)
  })

  it('rejects a malformed fault with 400', async () => {
    const response = await get('/emulator/faults', { method: 'POST', body: '{"path":' })
    expect(response.status).toBe(400)
    const invalid = await get('/emulator/faults', { method: 'POST', body: '{"path":"/x"}' })
    expect(await invalid.json()).toEqual({ message: "Give 'status', 'delayMs', 'drop' or a mix" })
  })

  it('answers 404 for unknown paths and chains, 405 for a wrong method', async () => {
    expect((await get('/nothing-here')).status).toBe(404)
    const rpc = await get('/rpc/999', { method: 'POST', body: '{}' })
    expect(rpc.status).toBe(404)
    const wrong = await get(`/getWallets?${keys}`, { method: 'POST' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET, OPTIONS')
  })

  it('serves /emulator/state once the emulator is ready', async () => {
    expect((await get('/emulator/state')).status).toBe(503)
    state = { api: api.url }
    expect(await (await get('/emulator/state')).json()).toEqual({ api: api.url })
  })

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const { request } = await import('node:http')
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        `${api.url}/emulator/state`,
        { headers: { Host: 'evil.example' } },
        (res) => {
          res.resume()
          resolve(res.statusCode)
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(status).toBe(403)
  })

  it('rejects with a readable error when its port is taken', async () => {
    const second = createApiServer({
      port: api.port,
      hostname: '127.0.0.1',
      projectIds: ['test-project'],
      features: [],
      allowedOrigins: [],
      wallets: [],
      assetImages: {},
      rpcUrls: new Map(),
      getState: () => undefined,
    })
    await expect(second).rejects.toThrow(`Port ${api.port} is already in use (emulator API).`)
  })
})
