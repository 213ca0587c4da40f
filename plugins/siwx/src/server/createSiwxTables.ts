import type { SqlClient } from './SqlClient.js'
import type { SiwxTableNames } from './siwxTableNames.js'

/**
 * Creates the nonce and session tables and their indexes when missing. Times are epoch ms in
 * bigint columns; a session's JSON is text (jsonb refuses some strings a signed message may hold).
 */
export async function createSiwxTables(client: SqlClient, tables: SiwxTableNames): Promise<void> {
  await client.transaction(async (query) => {
    // Two processes starting at once would both run CREATE TABLE IF NOT EXISTS, and the loser
    // fails on the catalog's unique index: the lock makes the second wait and then find the tables.
    await query('SELECT pg_advisory_xact_lock(hashtext($1))', [tables.lock])
    await query(
      `CREATE TABLE IF NOT EXISTS ${tables.nonces} (
        nonce text PRIMARY KEY,
        expires_at bigint NOT NULL
      )`,
    )
    await query(
      `CREATE INDEX IF NOT EXISTS ${tables.noncesByExpiry} ON ${tables.nonces} (expires_at)`,
    )
    await query(
      `CREATE TABLE IF NOT EXISTS ${tables.sessions} (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        owner text NOT NULL,
        chain_id text NOT NULL,
        account_address text NOT NULL,
        expires_at bigint,
        session_json text NOT NULL
      )`,
    )
    await query(
      `CREATE INDEX IF NOT EXISTS ${tables.sessionsByAccount}
        ON ${tables.sessions} (owner, chain_id, account_address)`,
    )
    await query(
      `CREATE INDEX IF NOT EXISTS ${tables.sessionsByExpiry} ON ${tables.sessions} (expires_at)`,
    )
  })
}
