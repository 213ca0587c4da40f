import { PGlite } from '@electric-sql/pglite'

let template: Promise<Blob> | undefined

/**
 * TEST HELPER: a new PGlite database, in memory or in `dataDir`. A new PGlite runs initdb (about
 * 2 s); this runs it once per test process and starts the others from a copy (under 0.5 s).
 */
export async function createTestPglite(dataDir?: string): Promise<PGlite> {
  template ??= PGlite.create().then(async (db) => {
    const dump = await db.dumpDataDir('none')
    await db.close()
    return dump
  })
  return PGlite.create(dataDir, { loadDataDir: await template })
}
