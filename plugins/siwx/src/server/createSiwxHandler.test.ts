import { base58 } from '@scure/base'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMessageData } from '../message/createMessageData.js'
import { formatSiwxMessage } from '../message/formatSiwxMessage.js'
import type { SiwxMessageData, SiwxSession } from '../message/SiwxMessageData.js'
import { createMemorySiwxStore } from './createMemorySiwxStore.js'
import {
  createSiwxHandler,
  type SiwxHandler,
  type SiwxHandlerOptions,
} from './createSiwxHandler.js'
import type { SiwxServerStore } from './SiwxServerStore.js'

const PAGE = 'https://app.example'
const API = `${PAGE}/api/auth`
const START = Date.UTC(2025, 5, 1, 12)
const HOUR = 3_600_000
const alice = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const mallory = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

let clock: number
let errors: unknown[]
let store: SiwxServerStore
let handler: SiwxHandler

function setup(options: Partial<SiwxHandlerOptions> = {}) {
  store = options.store ?? createMemorySiwxStore()
  handler = createSiwxHandler({
    store,
    origins: [PAGE],
    now: () => clock,
    onError: (error) => errors.push(error),
    ...options,
  })
}

beforeEach(() => {
  clock = START
  errors = []
  setup()
})

async function getNonce(origin = PAGE): Promise<string> {
  const response = await handler.handle(
    new Request(`${API}/nonce`, { headers: { Origin: origin } }),
  )
  expect(response.status).toBe(200)
  const { nonce } = (await response.json()) as { nonce: string }
  return nonce
}

async function signEip155(
  nonce: string,
  change: Partial<SiwxMessageData> = {},
  signer: PrivateKeyAccount = alice,
): Promise<SiwxSession> {
  const data: SiwxMessageData = {
    ...createMessageData({
      caipNetwork: { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' },
      address: signer.address,
      domain: 'app.example',
      uri: PAGE,
      nonce,
      now: clock,
      expiresInMs: HOUR,
    }),
    ...change,
  }
  const message = formatSiwxMessage(data)
  return { data, message, signature: await signer.signMessage({ message }) }
}

function post(body: unknown, headers: Record<string, string> = { Origin: PAGE }) {
  return handler.handle(
    new Request(`${API}/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

function account(method: 'GET' | 'DELETE', cookie?: string, address: string = alice.address) {
  const query = new URLSearchParams({ chainId: 'eip155:1', address })
  return handler.handle(
    new Request(`${API}/sessions?${query}`, {
      method,
      headers: { Origin: PAGE, ...(cookie ? { Cookie: cookie } : {}) },
    }),
  )
}

async function sessionsOf(
  cookie?: string,
  address: string = alice.address,
): Promise<SiwxSession[]> {
  const response = await account('GET', cookie, address)
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: SiwxSession[] }).sessions
}

/** The `name=value` pair the browser sends back. */
function cookieOf(response: Response): string {
  const [pair = ''] = (response.headers.getSetCookie()[0] ?? '').split(';')
  return pair
}

async function refusalOf(response: Response) {
  return { status: response.status, ...((await response.json()) as object) }
}

async function signIn(): Promise<{ session: SiwxSession; cookie: string }> {
  const session = await signEip155(await getNonce())
  const response = await post(session)
  expect(response.status).toBe(201)
  return { session, cookie: cookieOf(response) }
}

describe('createSiwxHandler: the sign-in round trip', () => {
  it('issues a nonce, keeps the verified session for the signing browser, lists it, and signs out', async () => {
    const { session, cookie } = await signIn()
    expect(await sessionsOf(cookie)).toEqual([session])
    const signOut = await account('DELETE', cookie)
    expect(signOut.status).toBe(204)
    expect(await sessionsOf(cookie)).toEqual([])
  })

  it('GET and DELETE answer from the cookie only: another browser, or none, sees nothing and ends nothing', async () => {
    const { session, cookie } = await signIn()
    const other = `appkit_siwx=${'A'.repeat(43)}`
    expect(await sessionsOf(other)).toEqual([])
    expect(await sessionsOf()).toEqual([])
    expect((await account('DELETE', other)).status).toBe(204)
    expect(await sessionsOf(cookie)).toEqual([session])
  })

  it('finds an EVM account whatever the case of the address asked for', async () => {
    const { session, cookie } = await signIn()
    expect(await sessionsOf(cookie, alice.address.toLowerCase())).toEqual([session])
  })

  it('the owner cookie is HttpOnly, SameSite=Strict, Secure on https, on the base path, and lasts as long as the session', async () => {
    const session = await signEip155(await getNonce())
    const response = await post(session)
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(
      /^appkit_siwx=[A-Za-z0-9_-]{43}; Path=\/api\/auth; Max-Age=3600; HttpOnly; SameSite=Strict; Secure$/,
    )
  })

  it('the cookie has no Secure flag on http, and follows the cookie options', async () => {
    setup({ origins: ['http://localhost:3000'], cookie: { name: 'sid', sameSite: 'Lax' } })
    const nonce = await getNonce('http://localhost:3000')
    const session = await signEip155(nonce, {
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
    })
    const response = await handler.handle(
      new Request('http://localhost:3000/v1/sessions/', {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000' },
        body: JSON.stringify(session),
      }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Path=\/v1; Max-Age=3600; HttpOnly; SameSite=Lax$/,
    )
  })

  it('a cookie the browser already has is never reused for a sign-in: each sign-in gets a fresh token (no session fixation)', async () => {
    const planted = `appkit_siwx=${'P'.repeat(43)}`
    const response = await post(await signEip155(await getNonce()), {
      Origin: PAGE,
      Cookie: planted,
    })
    expect(response.status).toBe(201)
    expect(cookieOf(response)).not.toBe(planted)
    expect(await sessionsOf(planted)).toEqual([])
  })

  it('keeps only what was signed: unknown fields and a client-made CACAO are dropped', async () => {
    const session = await signEip155(await getNonce())
    const response = await post({
      ...session,
      data: { ...session.data, isAdmin: true },
      cacao: { h: { t: 'caip122' }, p: {}, s: { t: 'eip191', s: '0x00' } },
      extra: 1,
    })
    expect(response.status).toBe(201)
    expect(await sessionsOf(cookieOf(response))).toEqual([session])
  })

  it('the session ends at the Expiration Time of the signed message', async () => {
    const { cookie } = await signIn()
    clock += HOUR - 1
    expect(await sessionsOf(cookie)).toHaveLength(1)
    clock += 1
    expect(await sessionsOf(cookie)).toEqual([])
  })

  it('signs in a solana account with a real ed25519 signature', async () => {
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair
    const address = base58.encode(
      new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)),
    )
    const data = createMessageData({
      caipNetwork: { caipNetworkId: SOLANA_MAINNET, chainNamespace: 'solana' },
      address,
      domain: 'app.example',
      uri: PAGE,
      nonce: await getNonce(),
      now: clock,
      expiresInMs: HOUR,
    })
    const message = formatSiwxMessage(data)
    const signed = await crypto.subtle.sign(
      'Ed25519',
      keys.privateKey,
      new TextEncoder().encode(message),
    )
    const session = { data, message, signature: base58.encode(new Uint8Array(signed)) }
    const response = await post(session)
    expect(response.status).toBe(201)
    const query = new URLSearchParams({ chainId: SOLANA_MAINNET, address })
    const listed = await handler.handle(
      new Request(`${API}/sessions?${query}`, { headers: { Cookie: cookieOf(response) } }),
    )
    expect(await listed.json()).toEqual({ sessions: [session] })
  })
})

describe('createSiwxHandler: the nonce', () => {
  it('a nonce is spent once: the second POST with it is refused with reason nonce (409)', async () => {
    const session = await signEip155(await getNonce())
    expect((await post(session)).status).toBe(201)
    expect(await refusalOf(await post(session))).toMatchObject({ status: 409, reason: 'nonce' })
  })

  it('a nonce this server never issued is refused with reason nonce', async () => {
    const response = await post(await signEip155('neverIssued123'))
    expect(await refusalOf(response)).toMatchObject({ status: 409, reason: 'nonce' })
  })

  it('a nonce older than nonceTtlMs is refused with reason nonce', async () => {
    setup({ nonceTtlMs: 60_000 })
    const nonce = await getNonce()
    clock += 60_000
    expect(await refusalOf(await post(await signEip155(nonce)))).toMatchObject({ reason: 'nonce' })
  })

  it('a wrong signature does not burn the nonce: the real sign-in with it still succeeds', async () => {
    const nonce = await getNonce()
    const genuine = await signEip155(nonce)
    const forged = {
      ...genuine,
      signature: await mallory.signMessage({ message: genuine.message }),
    }
    expect(await refusalOf(await post(forged))).toMatchObject({ status: 401, reason: 'signature' })
    expect((await post(genuine)).status).toBe(201)
  })

  it('100 concurrent POSTs of one signed session keep it exactly once', async () => {
    const session = await signEip155(await getNonce())
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(session)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(99)
  })
})

describe('createSiwxHandler: refusals', () => {
  it('the message domain must be the host of the page (Origin): another domain is refused with reason domain (403)', async () => {
    const session = await signEip155(await getNonce(), { domain: 'evil.example' })
    expect(await refusalOf(await post(session))).toMatchObject({ status: 403, reason: 'domain' })
  })

  it('the message URI must be on an allowed origin, else reason domain', async () => {
    const session = await signEip155(await getNonce(), { uri: 'https://evil.example/login' })
    expect(await refusalOf(await post(session))).toMatchObject({ status: 403, reason: 'domain' })
  })

  it('a page origin that is not allowed, or a POST without Origin, is refused with reason domain', async () => {
    const session = await signEip155(await getNonce())
    expect(await refusalOf(await post(session, { Origin: 'https://evil.example' }))).toMatchObject({
      status: 403,
      reason: 'domain',
    })
    expect(await refusalOf(await post(session, {}))).toMatchObject({
      status: 403,
      reason: 'domain',
    })
    expect((await post(session)).status).toBe(201)
  })

  it('an expired sign-in is refused with reason expired (401)', async () => {
    const session = await signEip155(await getNonce(), {
      expirationTime: new Date(START - 1).toISOString(),
    })
    expect(await refusalOf(await post(session))).toMatchObject({ status: 401, reason: 'expired' })
  })

  it('a sign-in before its Not Before is refused with reason not-yet-valid (401)', async () => {
    const session = await signEip155(await getNonce(), {
      notBefore: new Date(START + 60_000).toISOString(),
    })
    expect(await refusalOf(await post(session))).toMatchObject({
      status: 401,
      reason: 'not-yet-valid',
    })
  })

  it('the message must be exactly the text of its data: data without the signed Expiration Time is malformed (400)', async () => {
    const session = await signEip155(await getNonce())
    const { expirationTime: _dropped, ...forever } = session.data
    expect(await refusalOf(await post({ ...session, data: forever }))).toMatchObject({
      status: 400,
      reason: 'malformed',
    })
  })

  it('malformed JSON, a body that is not a session, or bytes that are not UTF-8 are refused with reason malformed (400)', async () => {
    for (const body of ['{"data":', JSON.stringify({ hello: 'world' }), '[]', '']) {
      expect(await refusalOf(await post(body))).toMatchObject({ status: 400, reason: 'malformed' })
    }
    const notUtf8 = await handler.handle(
      new Request(`${API}/sessions`, {
        method: 'POST',
        headers: { Origin: PAGE },
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
      }),
    )
    expect(await refusalOf(notUtf8)).toMatchObject({ status: 400, reason: 'malformed' })
  })

  it('a body over maxBodyBytes is refused with 413, counted as it streams whatever Content-Length says', async () => {
    setup({ maxBodyBytes: 1024 })
    expect((await post('x'.repeat(1025))).status).toBe(413)
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 512
        controller.enqueue(new Uint8Array(512).fill(0x20))
      },
    })
    const response = await handler.handle(
      new Request(`${API}/sessions`, {
        method: 'POST',
        headers: { Origin: PAGE },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    )
    expect(await refusalOf(response)).toMatchObject({ status: 413, reason: 'malformed' })
    expect(sent).toBeLessThan(4096)
  })

  it('with rpcUrls, eip155 sign-ins on other networks are refused with reason unsupported-namespace (422)', async () => {
    setup({ rpcUrls: { 'eip155:8453': 'https://rpc.invalid' } })
    const session = await signEip155(await getNonce())
    expect(await refusalOf(await post(session))).toMatchObject({
      status: 422,
      reason: 'unsupported-namespace',
    })
  })

  it('with rpcUrls, an EOA signature is verified without the node, and another signature is asked of the node (ERC-1271/6492)', async () => {
    const methods: string[] = []
    setup({
      rpcUrls: { 'eip155:1': 'https://rpc.example' },
      fetch: async (_input, init) => {
        const call = JSON.parse(String(init?.body)) as { id: number; method: string }
        methods.push(call.method)
        // The node says the signature is valid (an account contract that accepts it).
        return Response.json({ jsonrpc: '2.0', id: call.id, result: `0x${'0'.repeat(63)}1` })
      },
    })
    expect((await post(await signEip155(await getNonce()))).status).toBe(201)
    expect(methods).toEqual([])
    const session = await signEip155(await getNonce())
    const byContract = {
      ...session,
      signature: await mallory.signMessage({ message: session.message }),
    }
    expect((await post(byContract)).status).toBe(201)
    expect(methods).toContain('eth_call')
  })

  it('a family without a verifier is refused with reason unsupported-namespace', async () => {
    setup({ verifiers: [] })
    const session = await signEip155(await getNonce())
    expect(await refusalOf(await post(session))).toMatchObject({
      status: 422,
      reason: 'unsupported-namespace',
    })
  })

  it('GET and DELETE without a well-formed chainId and address are refused with reason malformed', async () => {
    for (const query of [
      '',
      '?chainId=eip155:1',
      '?chainId=nope&address=0xabc',
      '?chainId=eip155:1&address=a%20b',
    ]) {
      for (const method of ['GET', 'DELETE']) {
        const response = await handler.handle(
          new Request(`${API}/sessions${query}`, { method, headers: { Origin: PAGE } }),
        )
        expect(await refusalOf(response)).toMatchObject({ status: 400, reason: 'malformed' })
      }
    }
  })
})

describe('createSiwxHandler: routes and methods', () => {
  it('routes by the last path segment, under any base path', async () => {
    for (const url of [`${PAGE}/nonce`, `${PAGE}/a/b/c/nonce`, `${PAGE}/api/auth/nonce/`]) {
      expect((await handler.handle(new Request(url))).status).toBe(200)
    }
  })

  it('an unknown path is 404 with reason not-found', async () => {
    const response = await handler.handle(new Request(`${API}/whoami`))
    expect(await refusalOf(response)).toMatchObject({ status: 404, reason: 'not-found' })
  })

  it('a wrong method is 405 with an Allow header', async () => {
    const nonce = await handler.handle(new Request(`${API}/nonce`, { method: 'POST', body: '' }))
    expect(await refusalOf(nonce)).toMatchObject({ status: 405, reason: 'method-not-allowed' })
    expect(nonce.headers.get('Allow')).toBe('GET, OPTIONS')
    const inherited = await handler.handle(new Request(`${API}/nonce`, { method: 'constructor' }))
    expect(inherited.status).toBe(405)
    const sessions = await handler.handle(new Request(`${API}/sessions`, { method: 'PUT' }))
    expect(sessions.status).toBe(405)
    expect(sessions.headers.get('Allow')).toBe('GET, POST, DELETE, OPTIONS')
  })

  it('every refusal is JSON { message, reason } that no cache keeps', async () => {
    const response = await post('{')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['message', 'reason'])
  })

  it('the default allowed origin is the handler’s own only', async () => {
    const response = await handler.handle(
      new Request(`${API}/nonce`, { headers: { Origin: 'https://other.example' } }),
    )
    expect(await refusalOf(response)).toMatchObject({ status: 403, reason: 'domain' })
  })
})

describe('createSiwxHandler: CORS', () => {
  const WWW = 'https://www.app.example'

  it('an allowed other origin may read the answers with credentials, and its preflight is answered', async () => {
    setup({ origins: [PAGE, `${WWW}/`] })
    const preflight = await handler.handle(
      new Request(`${API}/sessions`, {
        method: 'OPTIONS',
        headers: {
          Origin: WWW,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    )
    expect(preflight.status).toBe(204)
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': WWW,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': 'content-type',
      vary: 'Origin',
    })
    const nonce = await handler.handle(new Request(`${API}/nonce`, { headers: { Origin: WWW } }))
    expect(nonce.headers.get('Access-Control-Allow-Origin')).toBe(WWW)
    const session = await signEip155(await getNonce(WWW), { domain: 'www.app.example', uri: WWW })
    const signedIn = await post(session, { Origin: WWW })
    expect(signedIn.status).toBe(201)
    expect(signedIn.headers.get('Access-Control-Allow-Credentials')).toBe('true')
  })

  it('origins may be a test of the origin: pages it passes sign in, others are refused with reason domain', async () => {
    setup({ origins: (origin) => origin === PAGE || origin.endsWith('.app.example') })
    const session = await signEip155(await getNonce(WWW), { domain: 'www.app.example', uri: WWW })
    expect((await post(session, { Origin: WWW })).status).toBe(201)
    const stranger = await handler.handle(
      new Request(`${API}/nonce`, { headers: { Origin: 'https://app.example.evil' } }),
    )
    expect(await refusalOf(stranger)).toMatchObject({ status: 403, reason: 'domain' })
  })

  it('a page of an origin that is not allowed gets no CORS headers, and its preflight is refused', async () => {
    const preflight = await handler.handle(
      new Request(`${API}/sessions`, { method: 'OPTIONS', headers: { Origin: WWW } }),
    )
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('createSiwxHandler: the store', () => {
  /** The memory store, which rejects every call while `down`. */
  function flakyStore() {
    const inner = createMemorySiwxStore()
    const state = { down: false }
    const guard =
      <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
      (...args: A) =>
        state.down ? Promise.reject(new Error('connection refused')) : method(...args)
    const store: SiwxServerStore = {
      addNonce: guard(inner.addNonce),
      hasNonce: guard(inner.hasNonce),
      moveSessions: guard(inner.moveSessions),
      spendNonceAndAddSession: guard(inner.spendNonceAndAddSession),
      getSessions: guard(inner.getSessions),
      deleteSessions: guard(inner.deleteSessions),
      removeExpired: guard(inner.removeExpired),
      close: inner.close,
    }
    return { store, state }
  }

  it('a store that rejects gives 503 with reason unavailable, keeps nothing, and the next request with a working store succeeds', async () => {
    const { store: flaky, state } = flakyStore()
    setup({ store: flaky })
    const nonce = await getNonce()
    const session = await signEip155(nonce)
    state.down = true
    const refused = await post(session)
    expect(await refusalOf(refused)).toMatchObject({ status: 503, reason: 'unavailable' })
    expect(refused.headers.getSetCookie()).toEqual([])
    expect((await handler.handle(new Request(`${API}/nonce`))).status).toBe(503)
    expect(errors.length).toBeGreaterThan(0)
    state.down = false
    const response = await post(session)
    expect(response.status).toBe(201)
    expect(await sessionsOf(cookieOf(response))).toEqual([session])
  })

  it('removes expired entries at most once per cleanupIntervalMs, on a request that never waits for it', async () => {
    const sweeps: number[] = []
    setup({
      cleanupIntervalMs: 60_000,
      store: {
        ...createMemorySiwxStore(),
        removeExpired: (now) => {
          sweeps.push(now)
          return new Promise(() => {})
        },
      },
    })
    await getNonce()
    clock += 59_999
    await getNonce()
    expect(sweeps).toEqual([START])
    clock += 1
    await getNonce()
    expect(sweeps).toEqual([START, START + 60_000])
  })

  it('a failed cleanup is reported to onError and the next interval tries again', async () => {
    const sweeps: number[] = []
    setup({
      cleanupIntervalMs: 60_000,
      store: {
        ...createMemorySiwxStore(),
        removeExpired: async (now) => {
          sweeps.push(now)
          throw new Error('down')
        },
      },
    })
    await getNonce()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errors).toEqual([new Error('down')])
    clock += 60_000
    await getNonce()
    expect(sweeps).toEqual([START, START + 60_000])
  })
})

describe('createSiwxHandler: how long sessions are kept', () => {
  it('maxSessionMs caps a session whose message sets no Expiration Time: kept that long, then gone', async () => {
    setup({ maxSessionMs: 2 * HOUR })
    const session = await signEip155(await getNonce(), { expirationTime: undefined })
    expect(session.message).not.toMatch(/Expiration Time/)
    const response = await post(session)
    expect(response.status).toBe(201)
    expect(response.headers.getSetCookie()[0]).toMatch(/; Max-Age=7200;/)
    const cookie = cookieOf(response)
    clock += 2 * HOUR - 1
    expect(await sessionsOf(cookie)).toHaveLength(1)
    clock += 1
    expect(await sessionsOf(cookie)).toEqual([])
  })
})

describe('createSiwxHandler options', () => {
  it('requires origins: the Host header a relaying server sends cannot name the site', () => {
    const store = createMemorySiwxStore()
    expect(() => createSiwxHandler({ store } as unknown as SiwxHandlerOptions)).toThrow(
      /origins is required/,
    )
    expect(() => createSiwxHandler({ store, origins: [] })).toThrow(/origins is required/)
    expect(() => createSiwxHandler({ store, origins: ['javascript:alert(1)'] })).toThrow(
      /not an http\(s\) origin/,
    )
  })

  it('refuses rpcUrls keyed by anything but an EIP-155 CAIP-2 id, and non-positive limits', () => {
    const store = createMemorySiwxStore()
    expect(() =>
      createSiwxHandler({ store, origins: [PAGE], rpcUrls: { '1': 'http://127.0.0.1:8545' } }),
    ).toThrow(/rpcUrls/)
    expect(() => createSiwxHandler({ store, origins: [PAGE], maxBodyBytes: 0 })).toThrow(/positive/)
  })
})

describe('createSiwxHandler: work done before the nonce is known', () => {
  it('a made-up nonce is refused (409 nonce) before the verifier runs: forged POSTs cost no signature check or RPC call', async () => {
    const verify = vi.fn(async () => true)
    setup({ verifiers: [{ namespace: 'eip155', verify }] })
    const forged = await signEip155('madeUpNonce123')
    expect(await refusalOf(await post(forged))).toMatchObject({ status: 409, reason: 'nonce' })
    expect(verify).not.toHaveBeenCalled()
    const signed = await signEip155(await getNonce())
    expect((await post(signed)).status).toBe(201)
    expect(verify).toHaveBeenCalledTimes(1)
  })

  it('an address over 128 characters or an oversized signature is refused as malformed before any decoding', async () => {
    const verify = vi.fn(async () => true)
    setup({ verifiers: [{ namespace: 'solana', verify }] })
    const nonce = await getNonce()
    const data = createMessageData({
      caipNetwork: { caipNetworkId: SOLANA_MAINNET, chainNamespace: 'solana' },
      address: '2'.repeat(15_000 / 10),
      domain: 'app.example',
      uri: PAGE,
      nonce,
      now: clock,
      expiresInMs: HOUR,
    })
    const longAddress = { data, message: formatSiwxMessage(data), signature: 'x' }
    expect(await refusalOf(await post(longAddress))).toMatchObject({
      status: 400,
      reason: 'malformed',
      message: expect.stringMatching(/accountAddress is longer than 128/),
    })
    const eip155 = await signEip155(nonce)
    const longSignature = { ...eip155, signature: `0x${'ab'.repeat(5000)}` }
    expect(await refusalOf(await post(longSignature))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/signature is longer than 8192/),
    })
    expect(verify).not.toHaveBeenCalled()
  })
})

describe('createSiwxHandler: one browser, several accounts', () => {
  it("a new sign-in rotates the cookie and takes the browser's earlier sessions along: both accounts stay signed in, the old token owns nothing", async () => {
    const first = await signIn()
    const second = await signEip155(await getNonce(), {}, mallory)
    const response = await post(second, { Origin: PAGE, Cookie: first.cookie })
    expect(response.status).toBe(201)
    const cookie = cookieOf(response)
    expect(cookie).not.toBe(first.cookie)
    expect(await sessionsOf(cookie, alice.address)).toEqual([first.session])
    expect(await sessionsOf(cookie, mallory.address)).toEqual([second])
    expect(await sessionsOf(first.cookie, alice.address)).toEqual([])
  })
})
