/** One row as the driver returns it: read it as untrusted. */
export type SqlRow = Readonly<Record<string, unknown>>

/** Runs one SQL statement with `$1`, `$2`… parameters and resolves with its rows. */
export type SqlQuery = (text: string, params?: readonly unknown[]) => Promise<SqlRow[]>

/**
 * What the SQL stores need from a PostgreSQL driver, so their SQL is written once: PGlite and
 * node-postgres each adapt to it in a few lines.
 */
export interface SqlClient {
  query: SqlQuery
  /** Runs `work` on one connection in one transaction: committed if it resolves, else rolled back. */
  transaction<T>(work: (query: SqlQuery) => Promise<T>): Promise<T>
  /** Ends what the store opened; leaves alone what the app passed in. */
  close(): Promise<void>
}
