import { execFileSync } from 'node:child_process'
import { findFreePort } from './findFreePort.js'
import { type SpawnedServer, spawnServer } from './spawnServer.js'

export interface RedisTestServer {
  /** `redis://127.0.0.1:<port>` */
  url: string
  /** Stops the server as an outage would; its port is kept for {@link restart}. */
  shutDown(): Promise<void>
  /** Starts the stopped server again on the same port (empty: nothing is persisted). */
  restart(): Promise<void>
  stop(): Promise<void>
}

function findRedisServer(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error(
      "redis-server was not found on PATH. Install Debian's redis-server package: " +
        'bash scripts/ensure-database-servers.sh',
    )
  }
}

/** TEST HELPER: a Redis server of its own on a free loopback port, keeping nothing on disk. */
export async function startRedisServer(): Promise<RedisTestServer> {
  const command = findRedisServer()
  const port = await findFreePort()
  let server: SpawnedServer | undefined
  const start = async () => {
    server = await spawnServer(
      command,
      ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
      { name: 'Redis', ready: /Ready to accept connections/ },
    )
  }
  await start()
  const shutDown = async () => {
    await server?.stop()
    server = undefined
  }
  return { url: `redis://127.0.0.1:${port}`, shutDown, restart: start, stop: shutDown }
}
