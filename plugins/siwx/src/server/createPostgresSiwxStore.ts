import pg from 'pg'
import { createSqlSiwxStore, type SqlSiwxStoreOptions } from './createSqlSiwxStore.js'
import { SIWX_STORE_TIMEOUTS } from './SIWX_STORE_TIMEOUTS.js'
import type { SiwxServerStore } from './SiwxServerStore.js'
import type { SqlClient, SqlQuery } from './SqlClient.js'

export type PostgresSiwxStoreParameters =
  | {
      /** `postgres://user:password@host:5432/database`: the store opens a pool and ends it on close. */
      connectionString: string
    }
  | {
      /** The app's pool: the store never ends it; the pool's own timeouts apply (set them). */
      pool: pg.Pool
    }

const queryOn =
  (client: pg.Pool | pg.PoolClient): SqlQuery =>
  async (text, params) =>
    (await client.query<Record<string, unknown>>(text, params ? [...params] : undefined)).rows

function openPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: SIWX_STORE_TIMEOUTS.connectMs,
    query_timeout: SIWX_STORE_TIMEOUTS.queryMs,
  })
  // An idle connection the server drops (a restart) is an 'error' event: without a listener it
  // would end the process. The pool discards that connection and opens a new one when needed.
  pool.on('error', () => {})
  return pool
}

/**
 * Nonces and sessions in PostgreSQL through node-postgres, for apps on several machines: every
 * instance sees the same nonces, and a nonce is spent once even when two instances race.
 * While the server is down the store rejects (after at most 5 s to connect); it recovers when
 * the server is back.
 *
 * @example const store = createPostgresSiwxStore({ connectionString: process.env.DATABASE_URL! })
 */
export function createPostgresSiwxStore(
  parameters: PostgresSiwxStoreParameters,
  options: SqlSiwxStoreOptions = {},
): SiwxServerStore {
  const owned = !('pool' in parameters)
  const pool = 'pool' in parameters ? parameters.pool : openPool(parameters.connectionString)
  let closed = false
  const client: SqlClient = {
    query: queryOn(pool),
    async transaction(work) {
      const connection = await pool.connect()
      let broken = false
      try {
        await connection.query('BEGIN')
        const result = await work(queryOn(connection))
        await connection.query('COMMIT')
        return result
      } catch (error) {
        // A connection whose ROLLBACK fails is in an unknown state: destroyed, not pooled.
        await connection.query('ROLLBACK').catch(() => {
          broken = true
        })
        throw error
      } finally {
        connection.release(broken)
      }
    },
    async close() {
      if (!owned || closed) return
      closed = true
      await pool.end()
    },
  }
  return createSqlSiwxStore(client, options)
}
