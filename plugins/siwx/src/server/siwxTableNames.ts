/** The tables' names start with this unless the app chooses another prefix. */
export const SIWX_DEFAULT_TABLE_PREFIX = 'siwx_'

// Identifiers are spliced into SQL (they cannot be parameters): only plain lower-case names,
// short enough that PostgreSQL does not truncate the longest derived index name (63 bytes).
const SAFE_PREFIX = /^[a-z_][a-z0-9_]{0,29}$/

/** The names of the nonce and session tables and their indexes for `tablePrefix`. */
export function siwxTableNames(tablePrefix = SIWX_DEFAULT_TABLE_PREFIX) {
  if (!SAFE_PREFIX.test(tablePrefix)) {
    throw new TypeError(
      `tablePrefix must be lower-case letters, digits and underscores, at most 30, not starting with a digit: ${JSON.stringify(tablePrefix)}`,
    )
  }
  return {
    nonces: `${tablePrefix}nonces`,
    sessions: `${tablePrefix}sessions`,
    noncesByExpiry: `${tablePrefix}nonces_expires_at`,
    sessionsByAccount: `${tablePrefix}sessions_account`,
    sessionsByExpiry: `${tablePrefix}sessions_expires_at`,
    /** Names the advisory lock that serialises schema creation across processes. */
    lock: `@appkit/siwx:${tablePrefix}`,
  }
}

export type SiwxTableNames = ReturnType<typeof siwxTableNames>
