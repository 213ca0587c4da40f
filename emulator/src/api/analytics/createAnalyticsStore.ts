import type { PGlite } from '@electric-sql/pglite'
import type { IngestedEvent, IngestSource, StoredAnalyticsEvent } from './IngestedEvent.js'

export interface AnalyticsStore {
  /** Stores events in order; an eventId already stored is skipped. Resolves with how many were new. */
  add(events: readonly IngestedEvent[], source: IngestSource): Promise<number>
  /** Stored events, newest last; with `limit`, only the newest `limit` of them. */
  list(options?: { limit?: number }): Promise<StoredAnalyticsEvent[]>
  clear(): Promise<void>
  /** Closes the database; safe to call more than once. Later calls reject. */
  close(): Promise<void>
}

export interface AnalyticsStoreOptions {
  /** A folder to keep the database in; default in memory (gone when the emulator stops). */
  dataDir?: string
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS analytics_events (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  project_id text NOT NULL,
  sdk_type text NOT NULL,
  sdk_version text NOT NULL,
  event_id text NOT NULL UNIQUE,
  url text NOT NULL,
  domain text NOT NULL,
  event_timestamp bigint NOT NULL,
  props jsonb NOT NULL
)`

const INSERT = `
INSERT INTO analytics_events
  (project_id, sdk_type, sdk_version, event_id, url, domain, event_timestamp, props)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
ON CONFLICT (event_id) DO NOTHING`

const COLUMNS = `id, received_at, project_id, sdk_type, sdk_version, event_id, url, domain,
  event_timestamp, props`

interface Row {
  id: number | bigint
  received_at: Date
  project_id: string
  sdk_type: string
  sdk_version: string
  event_id: string
  url: string
  domain: string
  event_timestamp: number | bigint
  props: StoredAnalyticsEvent['props']
}

/**
 * The emulator's analytics ingest storage: an embedded Postgres (PGlite, WebAssembly) in memory
 * or in `dataDir`. The database starts on first use (it takes a few seconds), so an emulator
 * that receives no analytics pays nothing for it.
 */
export function createAnalyticsStore(options: AnalyticsStoreOptions = {}): AnalyticsStore {
  let opening: Promise<PGlite> | undefined
  let closing: Promise<void> | undefined

  const open = (): Promise<PGlite> => {
    if (closing) return Promise.reject(new Error('The analytics store is closed'))
    opening ??= openDatabase(options.dataDir)
    return opening
  }

  return {
    async add(events, source) {
      const db = await open()
      return db.transaction(async (tx) => {
        let added = 0
        for (const event of events) {
          const result = await tx.query(INSERT, [
            source.projectId,
            source.st,
            source.sv,
            event.eventId,
            event.url,
            event.domain,
            event.timestamp,
            JSON.stringify(event.props),
          ])
          added += result.affectedRows ?? 0
        }
        return added
      })
    },
    async list({ limit } = {}) {
      const db = await open()
      const result = await db.query<Row>(
        `SELECT ${COLUMNS} FROM (
           SELECT ${COLUMNS} FROM analytics_events ORDER BY id DESC LIMIT $1
         ) AS newest ORDER BY id ASC`,
        [limit ?? null],
      )
      return result.rows.map(toStoredEvent)
    },
    async clear() {
      const db = await open()
      await db.exec('DELETE FROM analytics_events')
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

function toStoredEvent(row: Row): StoredAnalyticsEvent {
  return {
    id: Number(row.id),
    receivedAt: row.received_at.toISOString(),
    projectId: row.project_id,
    st: row.sdk_type,
    sv: row.sdk_version,
    eventId: row.event_id,
    url: row.url,
    domain: row.domain,
    timestamp: Number(row.event_timestamp),
    props: row.props,
  }
}
