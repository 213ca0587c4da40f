import { isSiwxSession } from '../message/isSiwxSession.js'
import { createSiwxTables } from './createSiwxTables.js'
import { decodeStoredJson } from './decodeStoredJson.js'
import type { SiwxServerStore, StoredSiwxSession } from './SiwxServerStore.js'
import type { SqlClient } from './SqlClient.js'
import { siwxTableNames } from './siwxTableNames.js'

export interface SqlSiwxStoreOptions {
  /** Starts the tables' names, so several apps can share a database (`siwx_` by default). */
  tablePrefix?: string
}

// PostgreSQL text cannot hold U+0000: a value with one was never stored, and sending it would
// fail the query (a 503 for what is a refusal).
const hasNul = (...values: string[]) => values.some((value) => value.includes('\0'))

/** Epoch ms from a bigint column: node-postgres reads int8 as text, PGlite as a number. */
function toEpochMs(value: unknown): number | null | undefined {
  if (value === null) return null
  const ms = typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value
  return typeof ms === 'number' && Number.isSafeInteger(ms) ? ms : undefined
}

/**
 * The store over any PostgreSQL-speaking {@link SqlClient} (PGlite, node-postgres): the tables
 * are created on first use, the nonce is spent and the session kept in one statement.
 */
export function createSqlSiwxStore(
  client: SqlClient,
  options: SqlSiwxStoreOptions = {},
): SiwxServerStore {
  const tables = siwxTableNames(options.tablePrefix)
  let schema: Promise<void> | undefined
  // Once per store; a failure (server down) is not remembered, so the next call tries again.
  const ready = () => {
    schema ??= createSiwxTables(client, tables).catch((error: unknown) => {
      schema = undefined
      throw error
    })
    return schema
  }
  return {
    async addNonce(nonce, expiresAt) {
      await ready()
      await client.query(
        `INSERT INTO ${tables.nonces} (nonce, expires_at) VALUES ($1, $2)
          ON CONFLICT (nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
        [nonce, expiresAt],
      )
    },
    async hasNonce(nonce, now) {
      if (hasNul(nonce)) return false
      await ready()
      const rows = await client.query(
        `SELECT 1 FROM ${tables.nonces} WHERE nonce = $1 AND expires_at > $2`,
        [nonce, now],
      )
      return rows.length === 1
    },
    async spendNonceAndAddSession(nonce, now, session) {
      if (hasNul(nonce)) return false
      await ready()
      // One statement is one transaction: of concurrent spends, the DELETE of the first locks the
      // row and the others, once it commits, find nothing to delete and so insert nothing.
      const rows = await client.query(
        `WITH spent AS (
          DELETE FROM ${tables.nonces} WHERE nonce = $1 AND expires_at > $2 RETURNING nonce
        )
        INSERT INTO ${tables.sessions} (owner, chain_id, account_address, expires_at, session_json)
          SELECT $3, $4, $5, $6, $7 FROM spent
          RETURNING id`,
        [
          nonce,
          now,
          session.owner,
          session.chainId,
          session.accountAddress,
          session.expiresAt,
          JSON.stringify(session.session),
        ],
      )
      return rows.length === 1
    },
    async getSessions(owner, chainId, accountAddress, now) {
      if (hasNul(owner, chainId, accountAddress)) return []
      await ready()
      const rows = await client.query(
        `SELECT id, expires_at, session_json FROM ${tables.sessions}
          WHERE owner = $1 AND chain_id = $2 AND account_address = $3
            AND (expires_at IS NULL OR expires_at > $4)
          ORDER BY id`,
        [owner, chainId, accountAddress, now],
      )
      const sessions: StoredSiwxSession[] = []
      for (const row of rows) {
        const what = `the stored session ${String(row.id)} in ${tables.sessions}`
        const expiresAt = toEpochMs(row.expires_at)
        const session = decodeStoredJson(row.session_json, isSiwxSession, what)
        if (expiresAt === undefined) console.warn(`@appkit/siwx: skipped ${what}: bad expires_at`)
        if (expiresAt === undefined || session === undefined) continue
        sessions.push({ owner, chainId, accountAddress, expiresAt, session })
      }
      return sessions
    },
    async moveSessions(fromOwner, toOwner) {
      if (hasNul(fromOwner, toOwner)) return 0
      await ready()
      const rows = await client.query(
        `UPDATE ${tables.sessions} SET owner = $2 WHERE owner = $1 RETURNING id`,
        [fromOwner, toOwner],
      )
      return rows.length
    },
    async deleteSessions(owner, chainId, accountAddress) {
      if (hasNul(owner, chainId, accountAddress)) return
      await ready()
      await client.query(
        `DELETE FROM ${tables.sessions}
          WHERE owner = $1 AND chain_id = $2 AND account_address = $3`,
        [owner, chainId, accountAddress],
      )
    },
    async removeExpired(now) {
      await ready()
      await client.query(`DELETE FROM ${tables.nonces} WHERE expires_at <= $1`, [now])
      await client.query(`DELETE FROM ${tables.sessions} WHERE expires_at <= $1`, [now])
    },
    close: () => client.close(),
  }
}
