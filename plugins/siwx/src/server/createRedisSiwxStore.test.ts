import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisSiwxStore } from './createRedisSiwxStore.js'
import { siwxRedisKeys } from './siwxRedisKeys.js'
import { describeSiwxServerStore } from './testing/describeSiwxServerStore.js'
import { type RedisTestServer, startRedisServer } from './testing/startRedisServer.js'
import { storedTestSession } from './testing/storedTestSession.js'

let server: RedisTestServer
const clients: Array<{ destroy(): void }> = []
beforeAll(async () => {
  server = await startRedisServer()
}, 30_000)
afterAll(async () => {
  for (const client of clients) client.destroy()
  await server?.stop()
})

/** A connected client of the test's own, with the error listener an app's client has. */
async function newClient() {
  const client = createClient({ url: server.url })
  client.on('error', () => {})
  clients.push(client)
  await client.connect()
  return client
}

describeSiwxServerStore('createRedisSiwxStore', async () => {
  const direct = await newClient()
  const keys = siwxRedisKeys('contract:')
  return {
    store: createRedisSiwxStore({ url: server.url }, { keyPrefix: 'contract:' }),
    async writeSessionText(account, text) {
      const key = keys.sessions(account.owner, account.chainId, account.accountAddress)
      await direct.zAdd(key, { score: account.expiresAt, value: text })
    },
  }
})

const sessionFor = (owner: string, seed: string) =>
  storedTestSession(owner, seed, Date.now() + 60_000)

describe('createRedisSiwxStore', () => {
  it('two stores on two clients (two app instances): of 100 concurrent spends of one nonce, one succeeds', async () => {
    const a = createRedisSiwxStore({ client: await newClient() })
    const b = createRedisSiwxStore({ client: await newClient() })
    const now = Date.now()
    const owner = randomUUID()
    await a.addNonce('shared-nonce', now + 60_000)
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? a : b).spendNonceAndAddSession('shared-nonce', now, sessionFor(owner, `${i}`)),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await a.getSessions(owner, 'eip155:1', '0xabc', now)).toHaveLength(1)
    expect(await b.getSessions(owner, 'eip155:1', '0xabc', now)).toHaveLength(1)
  })

  it('lets Redis expire what it keeps: a nonce at its expiry, a session set with its last session', async () => {
    const client = await newClient()
    const store = createRedisSiwxStore({ client }, { keyPrefix: 'ttl:' })
    const keys = siwxRedisKeys('ttl:')
    const now = Date.now()
    await store.addNonce('spent', now + 60_000)
    await store.addNonce('unspent', now + 30_000)
    const session = sessionFor('owner', 'a')
    expect(await store.spendNonceAndAddSession('spent', now, session)).toBe(true)
    expect(await client.pExpireTime(keys.nonce('unspent'))).toBe(now + 30_000)
    expect(await client.exists(keys.nonce('spent'))).toBe(0)
    const sessions = keys.sessions('owner', 'eip155:1', '0xabc')
    expect(await client.pExpireTime(sessions)).toBe(session.expiresAt)
    expect(
      await store.spendNonceAndAddSession('unspent', now, { ...session, expiresAt: null }),
    ).toBe(true)
    // A session that never expires keeps the set.
    expect(await client.pExpireTime(sessions)).toBe(-1)
  })

  it('close() leaves a client it was given open', async () => {
    const client = await newClient()
    const store = createRedisSiwxStore({ client })
    await store.addNonce(randomUUID(), Date.now() + 60_000)
    await store.close()
    expect(await client.ping()).toBe('PONG')
  })

  // Last: it stops the server.
  it('while the server is down, rejects within seconds; once it is back, works again', async () => {
    const store = createRedisSiwxStore({ url: server.url })
    const given = createRedisSiwxStore({ client: await newClient() })
    const now = Date.now()
    await store.addNonce('before-outage', now + 60_000)
    await given.addNonce('before-outage-2', now + 60_000)
    await server.shutDown()
    const neverUsed = createRedisSiwxStore({ url: server.url })
    const started = Date.now()
    await expect(store.addNonce('during-outage', now + 60_000)).rejects.toThrow()
    await expect(neverUsed.addNonce('during-outage', now + 60_000)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(6_000)

    await server.restart()
    for (const recovering of [store, given, neverUsed]) {
      await expect
        .poll(() =>
          recovering.addNonce('after-outage', now + 60_000).then(
            () => true,
            () => false,
          ),
        )
        .toBe(true)
    }
    expect(await store.spendNonceAndAddSession('after-outage', now, sessionFor('o', 'b'))).toBe(
      true,
    )
    await Promise.all([store.close(), given.close(), neverUsed.close()])
  })
})
