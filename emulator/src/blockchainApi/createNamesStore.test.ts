import type { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { createNamesStore } from './createNamesStore.js'

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** A database stand-in that stores nothing and counts how often it was opened. */
function countingOpener() {
  const opened: (string | undefined)[] = []
  const db = {
    query: async () => ({ rows: [], affectedRows: 1, fields: [] }),
    close: async () => undefined,
  } as unknown as PGlite
  return {
    opened,
    openDatabase: async (dataDir: string | undefined) => {
      opened.push(dataDir)
      return db
    },
  }
}

describe('createNamesStore', () => {
  it('an in-memory registry never written to answers reads without opening the database (identity is asked on every connect)', async () => {
    const opener = countingOpener()
    const store = createNamesStore({ openDatabase: opener.openDatabase })
    await expect(store.reverse(ADDRESS)).resolves.toEqual([])
    await expect(store.find('alice.appkit.id')).resolves.toBeUndefined()
    await expect(store.registered(['alice.appkit.id'])).resolves.toEqual(new Set())
    expect(opener.opened).toEqual([])
  })

  it('opens the database on the first registration, once, and reads from it afterwards', async () => {
    const opener = countingOpener()
    const store = createNamesStore({ openDatabase: opener.openDatabase })
    await store.register({
      name: 'alice.appkit.id',
      coinType: 60,
      address: ADDRESS,
      attributes: {},
    })
    await store.reverse(ADDRESS)
    await store.find('alice.appkit.id')
    expect(opener.opened).toEqual([undefined])
  })

  it('with a data folder, which may hold names already, reads open the database', async () => {
    const opener = countingOpener()
    const store = createNamesStore({ dataDir: '/tmp/names', openDatabase: opener.openDatabase })
    await store.reverse(ADDRESS)
    expect(opener.opened).toEqual(['/tmp/names'])
  })

  it('rejects reads once closed', async () => {
    const store = createNamesStore({ openDatabase: countingOpener().openDatabase })
    await store.close()
    await expect(store.reverse(ADDRESS)).rejects.toThrow('The names store is closed')
  })
})
