import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signSession } from '../testing/signSession.js'
import { ROUTE_TO_HEADER, startOneDoorProxy } from './testing/startOneDoorProxy.js'
import { startPostgresServer } from './testing/startPostgresServer.js'
import { startRedisServer } from './testing/startRedisServer.js'
import { startSiwxInstance } from './testing/startSiwxInstance.js'

const ORIGIN = 'https://app.example'
const A = 0
const B = 1

/** A browser: one cookie jar, requests through the one door to a named instance. */
function browserAt(door: string) {
  const cookies = new Map<string, string>()
  return async (instance: number, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('origin', ORIGIN)
    headers.set(ROUTE_TO_HEADER, String(instance))
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await fetch(`${door}/api/auth${path}`, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, value] = (pair ?? '').split('=')
      if (name && value !== undefined) cookies.set(name.trim(), value)
    }
    return response
  }
}

async function nonceFrom(response: Response): Promise<string> {
  expect(response.status).toBe(200)
  return ((await response.json()) as { nonce: string }).nonce
}

const post = (session: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(session),
})

describe.each([
  {
    store: 'postgres' as const,
    start: async () => {
      const server = await startPostgresServer()
      return { url: server.connectionString, stop: server.stop }
    },
  },
  { store: 'redis' as const, start: startRedisServer },
])(
  'two handler instances in separate processes behind one port, sharing $store',
  ({ store, start }) => {
    let stops: Array<() => Promise<void>> = []
    let door = ''
    let instanceNames: string[] = []

    beforeAll(async () => {
      const server = await start()
      stops.push(server.stop)
      const instances = await Promise.all(
        ['A', 'B'].map((name) =>
          startSiwxInstance({ name, store, storeUrl: server.url, origins: [ORIGIN] }),
        ),
      )
      stops = [...instances.map((instance) => instance.stop), ...stops]
      const proxy = await startOneDoorProxy(instances.map((instance) => instance.url))
      stops.unshift(proxy.close)
      door = proxy.url
      instanceNames = ['A', 'B']
    }, 90_000)
    afterAll(async () => {
      for (const stop of stops) await stop()
    })

    it('a nonce issued by A and spent on B is refused on A (reason nonce): nonces are usable once across instances', async () => {
      const request = browserAt(door)
      const issued = await request(A, '/nonce')
      expect(issued.headers.get('x-siwx-instance')).toBe(instanceNames[A])
      const session = await signSession({ nonce: await nonceFrom(issued), domain: 'app.example' })
      const made = await request(B, '/sessions', post(session))
      expect(made.headers.get('x-siwx-instance')).toBe(instanceNames[B])
      expect(made.ok).toBe(true)
      const replayed = await request(A, '/sessions', post(session))
      expect(replayed.status).toBeGreaterThanOrEqual(400)
      expect(((await replayed.json()) as { reason: string }).reason).toBe('nonce')
    })

    it('a session made on A is read on B, and a sign-out on B ends it on A too', async () => {
      const request = browserAt(door)
      const session = await signSession({
        nonce: await nonceFrom(await request(A, '/nonce')),
        domain: 'app.example',
        accountIndex: 1,
      })
      expect((await request(A, '/sessions', post(session))).ok).toBe(true)
      const query = `/sessions?chainId=${encodeURIComponent(session.data.chainId)}&address=${session.data.accountAddress}`
      const read = await request(B, query)
      expect(read.headers.get('x-siwx-instance')).toBe(instanceNames[B])
      const { sessions } = (await read.json()) as { sessions: Array<{ signature: string }> }
      expect(sessions.map((kept) => kept.signature)).toEqual([session.signature])

      expect((await request(B, query, { method: 'DELETE' })).ok).toBe(true)
      const afterSignOut = (await (await request(A, query)).json()) as { sessions: unknown[] }
      expect(afterSignOut.sessions).toEqual([])
    })

    it('100 concurrent replays of one signed message, spread over both instances, make exactly one session', async () => {
      const request = browserAt(door)
      const session = await signSession({
        nonce: await nonceFrom(await request(A, '/nonce')),
        domain: 'app.example',
        accountIndex: 2,
      })
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => request(i % 2, '/sessions', post(session))),
      )
      const made = answers.filter((answer) => answer.ok)
      expect(made).toHaveLength(1)
      const refusals = await Promise.all(
        answers
          .filter((answer) => !answer.ok)
          .map(async (answer) => (await answer.json()) as { reason: string }),
      )
      expect(new Set(refusals.map((refusal) => refusal.reason))).toEqual(new Set(['nonce']))
      const query = `/sessions?chainId=${encodeURIComponent(session.data.chainId)}&address=${session.data.accountAddress}`
      for (const instance of [A, B]) {
        const { sessions } = (await (await request(instance, query)).json()) as {
          sessions: unknown[]
        }
        expect(sessions).toHaveLength(1)
      }
    })
  },
)
