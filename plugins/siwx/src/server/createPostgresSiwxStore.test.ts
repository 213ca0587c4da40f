import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresSiwxStore } from './createPostgresSiwxStore.js'
import { describeSiwxServerStore } from './testing/describeSiwxServerStore.js'
import { type PostgresTestServer, startPostgresServer } from './testing/startPostgresServer.js'
import { storedTestSession } from './testing/storedTestSession.js'

let server: PostgresTestServer
const pools: pg.Pool[] = []
beforeAll(async () => {
  server = await startPostgresServer()
}, 30_000)
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()))
  await server?.stop()
})

/** A pool of the test's own; an app's pool has an error listener (a restart would crash it). */
function newPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: server.connectionString })
  pool.on('error', () => {})
  pools.push(pool)
  return pool
}

describeSiwxServerStore('createPostgresSiwxStore', async () => {
  const direct = newPool()
  return {
    store: createPostgresSiwxStore({ connectionString: server.connectionString }),
    async writeSessionText(account, text) {
      await direct.query(
        `INSERT INTO siwx_sessions (owner, chain_id, account_address, expires_at, session_json)
          VALUES ($1, $2, $3, $4, $5)`,
        [account.owner, account.chainId, account.accountAddress, account.expiresAt, text],
      )
    },
  }
})

const sessionFor = (owner: string, seed: string) => storedTestSession(owner, seed, null)

describe('createPostgresSiwxStore', () => {
  it('two stores on two pools (two app instances): of 100 concurrent spends of one nonce, one succeeds', async () => {
    const a = createPostgresSiwxStore({ pool: newPool() }, { tablePrefix: 'two_pools_' })
    const b = createPostgresSiwxStore({ pool: newPool() }, { tablePrefix: 'two_pools_' })
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
    await Promise.all([a.close(), b.close()])
  })

  it('stores racing to create the tables on first use all succeed', async () => {
    const stores = Array.from({ length: 6 }, () =>
      createPostgresSiwxStore(
        { connectionString: server.connectionString },
        { tablePrefix: 'race_' },
      ),
    )
    const now = Date.now()
    await Promise.all(stores.map((store, i) => store.addNonce(`race-${i}`, now + 60_000)))
    for (const [i, store] of stores.entries()) {
      expect(
        await store.spendNonceAndAddSession(`race-${i}`, now, sessionFor('racer', `${i}`)),
      ).toBe(true)
    }
    expect(await stores[0]?.getSessions('racer', 'eip155:1', '0xabc', now)).toHaveLength(6)
    await Promise.all(stores.map((store) => store.close()))
  })

  it('indexes the session lookup by owner, network and account', async () => {
    const { rows } = await newPool().query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'siwx_sessions'",
    )
    expect(rows.map((row) => row.indexdef)).toContainEqual(
      expect.stringContaining('(owner, chain_id, account_address)'),
    )
  })

  it('close() leaves a pool it was given open', async () => {
    const pool = newPool()
    const store = createPostgresSiwxStore({ pool })
    await store.addNonce(randomUUID(), Date.now() + 60_000)
    await store.close()
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
  })

  // Last: it stops the server.
  it('while the server is down, rejects within seconds; once it is back, works again', async () => {
    const store = createPostgresSiwxStore({ connectionString: server.connectionString })
    const now = Date.now()
    const owner = randomUUID()
    await store.addNonce('before-outage', now + 60_000)
    expect(await store.spendNonceAndAddSession('before-outage', now, sessionFor(owner, 'a'))).toBe(
      true,
    )
    await server.shutDown()
    const neverUsed = createPostgresSiwxStore(
      { connectionString: server.connectionString },
      { tablePrefix: 'after_outage_' },
    )
    const started = Date.now()
    await expect(store.getSessions(owner, 'eip155:1', '0xabc', now)).rejects.toThrow()
    await expect(store.addNonce('during-outage', now + 60_000)).rejects.toThrow()
    await expect(neverUsed.addNonce('during-outage', now + 60_000)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(6_000)

    await server.restart()
    await expect
      .poll(() =>
        store.getSessions(owner, 'eip155:1', '0xabc', now).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true)
    expect(await store.getSessions(owner, 'eip155:1', '0xabc', now)).toHaveLength(1)
    await neverUsed.addNonce('after-outage', now + 60_000)
    expect(
      await neverUsed.spendNonceAndAddSession('after-outage', now, sessionFor(owner, 'b')),
    ).toBe(true)
    await Promise.all([store.close(), neverUsed.close()])
  })
})
