import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { createPgliteSiwxStore } from './createPgliteSiwxStore.js'
import { createTestPglite } from './testing/createTestPglite.js'
import {
  describeSiwxServerStore,
  type SiwxServerStoreHarness,
} from './testing/describeSiwxServerStore.js'
import { storedTestSession } from './testing/storedTestSession.js'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'appkit-pglite-'))
  folders.push(folder)
  return folder
}

/** The store over a database the test also writes to directly. */
async function harnessOver(db: PGlite): Promise<SiwxServerStoreHarness> {
  return {
    store: createPgliteSiwxStore({ db }),
    async writeSessionText(account, text) {
      await db.query(
        `INSERT INTO siwx_sessions (owner, chain_id, account_address, expires_at, session_json)
          VALUES ($1, $2, $3, $4, $5)`,
        [account.owner, account.chainId, account.accountAddress, account.expiresAt, text],
      )
    },
    cleanup: () => db.close(),
  }
}

describeSiwxServerStore('createPgliteSiwxStore (in memory)', async () =>
  harnessOver(await createTestPglite()),
)

const session = storedTestSession()

describe('createPgliteSiwxStore', () => {
  it('with a dataDir, keeps nonces and sessions when the folder is opened again', async () => {
    const dataDir = newFolder()
    // A database folder made from the template, to spare an initdb; the store's own PGlite opens it.
    await (await createTestPglite(dataDir)).close()
    const now = Date.now()
    const first = createPgliteSiwxStore({ dataDir })
    await first.addNonce('unspent-nonce', now + 60_000)
    await first.addNonce('spent-nonce', now + 60_000)
    expect(await first.spendNonceAndAddSession('spent-nonce', now, session)).toBe(true)
    await first.close()

    const reopened = createPgliteSiwxStore({ dataDir })
    expect(await reopened.getSessions('owner', 'eip155:1', '0xabc', now)).toEqual([session])
    expect(await reopened.spendNonceAndAddSession('spent-nonce', now, session)).toBe(false)
    expect(await reopened.spendNonceAndAddSession('unspent-nonce', now, session)).toBe(true)
    await reopened.close()
  })

  it('makes the parent folders of a dataDir that does not exist yet (.appkit/siwx in a fresh app)', async () => {
    const dataDir = join(newFolder(), '.appkit', 'siwx')
    const store = createPgliteSiwxStore({ dataDir })
    const now = Date.now()
    await store.addNonce('first-nonce', now + 60_000)
    expect(await store.spendNonceAndAddSession('first-nonce', now, session)).toBe(true)
    await store.close()
  }, 30_000)

  it('without options, works in memory; close() leaves a database it was given open', async () => {
    const store = createPgliteSiwxStore()
    await store.addNonce('nonce-in-memory', Date.now() + 60_000)
    await store.close()
    await expect(store.addNonce('after-close', Date.now() + 60_000)).rejects.toThrow(/closed/)

    const db = await createTestPglite()
    const given = createPgliteSiwxStore({ db }, { tablePrefix: 'app_siwx_' })
    await given.addNonce('nonce', Date.now() + 60_000)
    await given.close()
    const tables = await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE tablename LIKE 'app_siwx_%' ORDER BY tablename",
    )
    expect(tables.rows.map((row) => row.tablename)).toEqual([
      'app_siwx_nonces',
      'app_siwx_sessions',
    ])
    await db.close()
  })

  it('refuses a table prefix that is not a plain identifier', () => {
    expect(() => createPgliteSiwxStore({}, { tablePrefix: 'x; DROP TABLE users; --' })).toThrow(
      /tablePrefix/,
    )
  })
})
