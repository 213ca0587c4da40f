import { execFile } from 'node:child_process'
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { findFreePort } from './findFreePort.js'
import { findPostgresBinaries, systemUser } from './findPostgresBinaries.js'
import { type SpawnedServer, spawnServer } from './spawnServer.js'

export interface PostgresTestServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, no password). */
  connectionString: string
  /** Stops the server as an outage would: its data and port are kept for {@link restart}. */
  shutDown(): Promise<void>
  /** Starts the stopped server again, same port, same data. */
  restart(): Promise<void>
  /** Stops the server and removes its data. */
  stop(): Promise<void>
}

// Durability is of no use to a test: no fsync, and a small footprint so several start at once.
const FAST = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'shared_buffers=16MB',
  'max_connections=120',
].flatMap((setting) => ['-c', setting])

/**
 * TEST HELPER: a PostgreSQL server of its own on a free loopback port, its data in a temporary
 * folder (initdb, then postgres). As root both programs refuse to run, so they run as the
 * `postgres` system user that Debian's package creates.
 */
export async function startPostgresServer(): Promise<PostgresTestServer> {
  const binaries = findPostgresBinaries()
  const root = mkdtempSync(join(tmpdir(), 'appkit-postgres-'))
  const dataDir = join(root, 'data')
  let user: { uid: number; gid: number } | undefined
  if (process.getuid?.() === 0) {
    user = systemUser('postgres')
    if (!user) {
      rmSync(root, { recursive: true, force: true })
      throw new Error(
        'Running as root, PostgreSQL must run as another user, and there is no `postgres` user: ' +
          "install Debian's postgresql package (bash scripts/ensure-database-servers.sh)",
      )
    }
    mkdirSync(dataDir)
    chownSync(root, user.uid, user.gid)
    chownSync(dataDir, user.uid, user.gid)
  }
  let server: SpawnedServer | undefined
  try {
    await promisify(execFile)(
      binaries.initdb,
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      { cwd: root, ...user },
    )
    const port = await findFreePort()
    const start = async () => {
      server = await spawnServer(
        binaries.postgres,
        ['-D', dataDir, '-p', String(port), '-k', root, '-h', '127.0.0.1', ...FAST],
        {
          name: 'PostgreSQL',
          ready: /ready to accept connections/,
          user,
          cwd: root,
          // Fast shutdown: ends open sessions (SIGTERM would wait for every pooled client).
          stopSignal: 'SIGINT',
        },
      )
    }
    await start()
    const shutDown = async () => {
      await server?.stop()
      server = undefined
    }
    return {
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
      shutDown,
      restart: start,
      async stop() {
        await shutDown()
        rmSync(root, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await server?.stop()
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}
