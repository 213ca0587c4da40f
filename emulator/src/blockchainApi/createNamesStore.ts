import type { PGlite } from '@electric-sql/pglite'
import type { NameRecord } from './BlockchainApiTypes.js'

export interface NewName {
  /** Full name, lowercased: `<label>.appkit.id`. */
  name: string
  coinType: number
  /** Checksummed address the name points to under `coinType`. */
  address: string
  attributes: Readonly<Record<string, string>>
}

export interface NamesStore {
  /** Stores a name; false when the name is already taken. */
  register(name: NewName): Promise<boolean>
  find(name: string): Promise<NameRecord | undefined>
  /** Names pointing at `address` (any coin type), newest first. */
  reverse(address: string): Promise<NameRecord[]>
  /** Which of `names` are registered. */
  registered(names: readonly string[]): Promise<Set<string>>
  /** Closes the database; safe to call more than once. Later calls reject. */
  close(): Promise<void>
}

export interface NamesStoreOptions {
  /** A folder to keep the database in; default in memory (gone when the emulator stops). */
  dataDir?: string
  /** Opens the database with the schema; default PGlite (tests pass a stand-in). */
  openDatabase?: (dataDir: string | undefined) => Promise<PGlite>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS names (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  owner text NOT NULL,
  coin_type bigint NOT NULL,
  address text NOT NULL,
  attributes jsonb NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS names_owner ON names (owner)`

const COLUMNS = 'name, coin_type, address, attributes, registered_at'

interface Row {
  name: string
  coin_type: number | bigint
  address: string
  attributes: Record<string, string>
  registered_at: Date
}

/**
 * The names registry: an embedded Postgres (PGlite, WebAssembly) in memory or in `dataDir`,
 * one row per name (unique). Opened on the first registration (or the first read, with a
 * `dataDir` that may hold names already): opening takes seconds of CPU and stalls the process
 * (the chains and the API run in it too), so an in-memory registry that was never written to
 * answers reads (every connect asks identity/{address}) without opening.
 */
export function createNamesStore(options: NamesStoreOptions = {}): NamesStore {
  let opening: Promise<PGlite> | undefined
  let closing: Promise<void> | undefined

  const open = (): Promise<PGlite> => {
    if (closing) return Promise.reject(new Error('The names store is closed'))
    opening ??= (options.openDatabase ?? openDatabase)(options.dataDir)
    return opening
  }
  /** Nothing can be stored yet: in memory, and no registration has started. */
  const surelyEmpty = () => {
    if (closing) throw new Error('The names store is closed')
    return options.dataDir === undefined && opening === undefined
  }

  return {
    async register(entry) {
      const db = await open()
      const result = await db.query(
        `INSERT INTO names (name, owner, coin_type, address, attributes)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name) DO NOTHING`,
        [
          entry.name,
          entry.address.toLowerCase(),
          entry.coinType,
          entry.address,
          JSON.stringify(entry.attributes),
        ],
      )
      return (result.affectedRows ?? 0) > 0
    },
    async find(name) {
      if (surelyEmpty()) return undefined
      const db = await open()
      const result = await db.query<Row>(`SELECT ${COLUMNS} FROM names WHERE name = $1`, [name])
      const row = result.rows[0]
      return row === undefined ? undefined : toRecord(row)
    },
    async reverse(address) {
      if (surelyEmpty()) return []
      const db = await open()
      const result = await db.query<Row>(
        `SELECT ${COLUMNS} FROM names WHERE owner = $1 ORDER BY id DESC`,
        [address.toLowerCase()],
      )
      return result.rows.map(toRecord)
    },
    async registered(names) {
      if (names.length === 0 || surelyEmpty()) return new Set()
      const db = await open()
      const result = await db.query<{ name: string }>(
        'SELECT name FROM names WHERE name = ANY($1::text[])',
        [names],
      )
      return new Set(result.rows.map((row) => row.name))
    },
    close() {
      closing ??= (async () => {
        const db = await opening?.catch(() => undefined)
        await db?.close()
      })()
      return closing
    },
  }
}

async function openDatabase(dataDir: string | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir === undefined ? {} : { dataDir })
  await db.exec(SCHEMA)
  return db
}

function toRecord(row: Row): NameRecord {
  return {
    name: row.name,
    addresses: { [String(row.coin_type)]: { address: row.address } },
    attributes: row.attributes,
    registeredAt: row.registered_at.toISOString(),
  }
}
