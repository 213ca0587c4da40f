import { PGlite } from '@electric-sql/pglite'
import { createSqlSiwxStore, type SqlSiwxStoreOptions } from './createSqlSiwxStore.js'
import type { SiwxServerStore } from './SiwxServerStore.js'
import type { SqlClient, SqlQuery } from './SqlClient.js'

export type PgliteSiwxStoreParameters =
  | {
      /** A folder the store opens (created if missing) and closes; in memory when absent. */
      dataDir?: string
    }
  | {
      /** A database the app opened: the store creates its tables in it and never closes it. */
      db: PGlite
    }

const queryOn =
  (db: Pick<PGlite, 'query'>): SqlQuery =>
  async (text, params) =>
    (await db.query<Record<string, unknown>>(text, params ? [...params] : undefined)).rows

/**
 * PGlite on `dataDir`. A folder path gets its parent folders made first: PGlite makes the data
 * folder itself but not its parents (`.appkit/siwx` in a fresh app). `memory://` and `idb://`
 * data dirs go to PGlite as they are.
 */
async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir !== undefined && !dataDir.includes('://')) {
    const [{ mkdir }, { dirname }] = await Promise.all([
      import('node:fs/promises'),
      import('node:path'),
    ])
    await mkdir(dirname(dataDir), { recursive: true })
  }
  return PGlite.create(dataDir)
}

/**
 * Nonces and sessions in PGlite, PostgreSQL compiled to WebAssembly: the embedded default, with
 * nothing to install or run. One process only: a data folder must not be opened twice at once.
 *
 * @example const store = createPgliteSiwxStore({ dataDir: './.siwx' })
 */
export function createPgliteSiwxStore(
  parameters: PgliteSiwxStoreParameters = {},
  options: SqlSiwxStoreOptions = {},
): SiwxServerStore {
  let opening: Promise<PGlite> | undefined
  let closed = false
  const open = () => {
    if (closed) return Promise.reject(new Error('@appkit/siwx: the PGlite store is closed'))
    if ('db' in parameters) return Promise.resolve(parameters.db)
    opening ??= openPglite(parameters.dataDir).catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }
  const client: SqlClient = {
    query: async (text, params) => queryOn(await open())(text, params),
    transaction: async (work) => (await open()).transaction((tx) => work(queryOn(tx))),
    async close() {
      closed = true
      const db = await opening
      opening = undefined
      await db?.close()
    },
  }
  return createSqlSiwxStore(client, options)
}
