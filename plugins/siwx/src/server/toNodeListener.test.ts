import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AppKitError } from '@appkit/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { createServerSiwxStorage } from '../storage/createServerSiwxStorage.js'
import { signSession, testAccount } from '../testing/signSession.js'
import { refusalReasonOf } from '../verify/siwxRefusal.js'
import { createMemorySiwxStore } from './createMemorySiwxStore.js'
import { createSiwxHandler, type SiwxHandlerOptions } from './createSiwxHandler.js'
import type { SiwxServerStore } from './SiwxServerStore.js'
import { type NodeListener, toNodeListener } from './toNodeListener.js'

const PAGE = 'https://app.example'
const address = testAccount(0).address
let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** Serves `listener` on 127.0.0.1, a free port; resolves with its base URL. */
async function serve(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<string> {
  server = createServer(listener)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function handlerOptions(store: SiwxServerStore): SiwxHandlerOptions {
  return { store, origins: [PAGE], onError: () => {} }
}

/**
 * Node's fetch as a browser on a page of https://app.example sends it: with the page's Origin
 * and the cookies the server set, carried by hand.
 */
function browserFetch(): typeof fetch {
  const cookies = new Map<string, string>()
  return async (input, init) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(input, {
      ...init,
      headers: { ...init?.headers, Origin: PAGE, ...(cookie ? { Cookie: cookie } : {}) },
    })
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';')
      const separator = pair.indexOf('=')
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1))
    }
    return response
  }
}

function storageFor(base: string) {
  return createServerSiwxStorage({
    url: `${base}/api/auth/`,
    domain: 'app.example',
    fetch: browserFetch(),
  })
}

describe('toNodeListener: createServerSiwxStorage against the handler on node:http', () => {
  it('round trip: a nonce, the session kept, read back by the same browser only, then signed out', async () => {
    const base = await serve(
      toNodeListener(createSiwxHandler(handlerOptions(createMemorySiwxStore()))),
    )
    const browser = storageFor(base)
    const nonce = await browser.getNonce?.()
    expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    const session = await signSession({ nonce: nonce ?? '', domain: 'app.example' })
    await browser.add(session)
    expect(await browser.get('eip155:31337', address)).toEqual([session])
    expect(await storageFor(base).get('eip155:31337', address)).toEqual([])
    await browser.delete('eip155:31337', address)
    expect(await browser.get('eip155:31337', address)).toEqual([])
  })

  it('the client reads a refusal as its reason: a replayed nonce is refusalReasonOf nonce', async () => {
    const base = await serve(
      toNodeListener(createSiwxHandler(handlerOptions(createMemorySiwxStore()))),
    )
    const browser = storageFor(base)
    const session = await signSession({
      nonce: (await browser.getNonce?.()) ?? '',
      domain: 'app.example',
    })
    await browser.add(session)
    const replay = await browser.add(session).catch((error: unknown) => error)
    expect(refusalReasonOf(replay)).toBe('nonce')
  })

  it('the client reads a 503 (store down) as a server failure, not as a refusal of the signature', async () => {
    const down = (): Promise<never> => Promise.reject(new Error('connection refused'))
    const store: SiwxServerStore = {
      ...createMemorySiwxStore(),
      addNonce: down,
      spendNonceAndAddSession: down,
      getSessions: down,
    }
    const base = await serve(toNodeListener(createSiwxHandler(handlerOptions(store))))
    const failure = await storageFor(base)
      .getNonce?.()
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AppKitError)
    expect(refusalReasonOf(failure)).toBeUndefined()
    expect((failure as AppKitError).category).toBe('API_ERROR')
    expect((failure as AppKitError).details).toMatch(/^HTTP 503/)
  })

  it('a streamed body over the limit is answered 413 without reading it all', async () => {
    const base = await serve(
      toNodeListener(
        createSiwxHandler({ ...handlerOptions(createMemorySiwxStore()), maxBodyBytes: 1024 }),
      ),
    )
    const response = await fetch(`${base}/api/auth/sessions`, {
      method: 'POST',
      headers: { Origin: PAGE },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(8 * 1024 * 1024).fill(0x20))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ reason: 'malformed' })
  })
})

describe('toNodeListener as Express middleware', () => {
  /** What Express does for `app.use('/api/auth', middleware)`, then a fallback route. */
  function mounted(listener: NodeListener, parse: boolean | 'discard' = false) {
    return (req: IncomingMessage, res: ServerResponse) => {
      const express = req as IncomingMessage & { originalUrl?: string; body?: unknown }
      express.originalUrl = req.url
      req.url = (req.url ?? '/').replace(/^\/api\/auth/, '') || '/'
      const next = () => res.writeHead(418).end('next')
      if (!parse) return listener(req, res, next)
      // express.json(): the body is read and parsed before the middleware runs.
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        if (parse === true)
          express.body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
        listener(req, res, next)
      })
    }
  }

  it('uses the mounted path for the cookie, and hands unknown paths to next', async () => {
    const listener = toNodeListener(createSiwxHandler(handlerOptions(createMemorySiwxStore())))
    const base = await serve(mounted(listener))
    const browser = browserFetch()
    const { nonce } = (await (await browser(`${base}/api/auth/nonce`)).json()) as { nonce: string }
    const session = await signSession({ nonce, domain: 'app.example' })
    const response = await browser(`${base}/api/auth/sessions`, {
      method: 'POST',
      body: JSON.stringify(session),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('set-cookie')).toMatch(/; Path=\/api\/auth;/)
    expect((await fetch(`${base}/api/auth/elsewhere`)).status).toBe(418)
  })

  it('takes a body a JSON parser already read', async () => {
    const listener = toNodeListener(createSiwxHandler(handlerOptions(createMemorySiwxStore())))
    const base = await serve(mounted(listener, true))
    const browser = browserFetch()
    const { nonce } = (await (await browser(`${base}/api/auth/nonce`)).json()) as { nonce: string }
    const session = await signSession({ nonce, domain: 'app.example' })
    const response = await browser(`${base}/api/auth/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(session),
    })
    expect(response.status).toBe(201)
  })

  it('answers 400 (never waits) when an earlier middleware read the body and kept none of it', async () => {
    const listener = toNodeListener(createSiwxHandler(handlerOptions(createMemorySiwxStore())))
    const base = await serve(mounted(listener, 'discard'))
    const browser = browserFetch()
    const { nonce } = (await (await browser(`${base}/api/auth/nonce`)).json()) as { nonce: string }
    const response = await browser(`${base}/api/auth/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(await signSession({ nonce, domain: 'app.example' })),
      signal: AbortSignal.timeout(5_000),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ reason: 'malformed' })
  })
})
