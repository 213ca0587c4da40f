import { isFiniteNumber, struct } from '@appkit/kernel/guards'
import { createClient } from 'redis'
import { isSiwxSession } from '../message/isSiwxSession.js'
import { decodeStoredJson } from './decodeStoredJson.js'
import { SIWX_REDIS_SCRIPTS } from './SIWX_REDIS_SCRIPTS.js'
import { SIWX_STORE_TIMEOUTS } from './SIWX_STORE_TIMEOUTS.js'
import type { SiwxServerStore, StoredSiwxSession } from './SiwxServerStore.js'
import { siwxRedisKeys } from './siwxRedisKeys.js'
import { withTimeout } from './withTimeout.js'

/**
 * The part of a node-redis client (`createClient()` from `redis`) the store uses. Commands go
 * through `sendCommand`, so the client's own `keyPrefix` does not apply: use the store's.
 */
export interface SiwxRedisClient {
  readonly isOpen: boolean
  readonly isReady: boolean
  connect(): Promise<unknown>
  sendCommand(args: string[], options?: { timeout?: number }): Promise<unknown>
}

export type RedisSiwxStoreParameters =
  | {
      /** `redis://user:password@host:6379/0`: the store opens a client and closes it on close. */
      url: string
    }
  | {
      /**
       * The app's client: the store connects it if it is not open, and never closes it. With the
       * client's offline queue on (node-redis' default), commands wait up to 10 s for a reconnect.
       */
      client: SiwxRedisClient
    }

export interface RedisSiwxStoreOptions {
  /** Starts every key, so several apps can share a server (`siwx:` by default). */
  keyPrefix?: string
}

const isStoredSession = struct({
  expiresAt: (value: unknown): value is number | null => value === null || isFiniteNumber(value),
  session: isSiwxSession,
})

function openClient(url: string) {
  const client = createClient({
    url,
    // While the connection is down commands fail at once, instead of queueing for a server
    // that may be gone for long, and running late (a nonce spent after its request gave up).
    disableOfflineQueue: true,
    socket: { connectTimeout: SIWX_STORE_TIMEOUTS.connectMs },
  })
  // Connection errors are 'error' events: without a listener they would end the process. The
  // client reconnects by itself; meanwhile commands reject and the handlers answer 503.
  client.on('error', () => {})
  return client
}

const text = (reply: unknown) => (Buffer.isBuffer(reply) ? reply.toString() : reply)

/**
 * Nonces and sessions in Redis through node-redis, for apps on several machines. A Lua script
 * spends the nonce and keeps the session in one step; keys carry their expiry, so Redis removes
 * them itself. One Redis server (or a primary with replicas): a nonce and its account's
 * sessions are two keys in one script, which Redis Cluster would refuse across slots.
 *
 * @example const store = createRedisSiwxStore({ url: process.env.REDIS_URL! })
 */
export function createRedisSiwxStore(
  parameters: RedisSiwxStoreParameters,
  options: RedisSiwxStoreOptions = {},
): SiwxServerStore {
  const keys = siwxRedisKeys(options.keyPrefix)
  let owned: ReturnType<typeof openClient> | undefined
  let client: SiwxRedisClient
  if ('client' in parameters) client = parameters.client
  else client = owned = openClient(parameters.url)
  let connecting: Promise<unknown> | undefined
  let closed = false

  async function send(args: string[]): Promise<unknown> {
    if (closed) throw new Error('@appkit/siwx: the Redis store is closed')
    if (!client.isOpen) {
      connecting = client.connect()
      // Awaited below; if the store closes first, its rejection has no one else to go to.
      connecting.catch(() => {})
    }
    // connect() retries until the server answers: bound the wait, and let it go on retrying.
    if (connecting && !client.isReady) {
      await withTimeout(
        connecting,
        SIWX_STORE_TIMEOUTS.connectMs,
        `@appkit/siwx: Redis did not answer within ${SIWX_STORE_TIMEOUTS.connectMs} ms`,
      )
    }
    return client.sendCommand(args, { timeout: SIWX_STORE_TIMEOUTS.queryMs })
  }

  async function* scan(match: string, type: 'string' | 'zset') {
    let cursor = '0'
    do {
      const reply = await send(['SCAN', cursor, 'MATCH', match, 'COUNT', '500', 'TYPE', type])
      if (!Array.isArray(reply) || !Array.isArray(reply[1])) throw new Error('Bad SCAN reply')
      cursor = String(text(reply[0]))
      yield reply[1].map((key) => String(text(key)))
    } while (cursor !== '0')
  }

  return {
    async addNonce(nonce, expiresAt) {
      const expireAt = String(Math.ceil(expiresAt))
      await send(['SET', keys.nonce(nonce), String(expiresAt), 'PXAT', expireAt])
    },
    async hasNonce(nonce, now) {
      const expiresAt = await send(['GET', keys.nonce(nonce)])
      return expiresAt !== null && Number(text(expiresAt)) > now
    },
    async spendNonceAndAddSession(nonce, now, session) {
      const stored = JSON.stringify({ expiresAt: session.expiresAt, session: session.session })
      // A whole number: the script hands the highest score to PEXPIREAT.
      const score = session.expiresAt === null ? '+inf' : String(Math.ceil(session.expiresAt))
      const spent = await send([
        'EVAL',
        SIWX_REDIS_SCRIPTS.spendNonceAndAddSession,
        '2',
        keys.nonce(nonce),
        keys.sessions(session.owner, session.chainId, session.accountAddress),
        String(now),
        stored,
        score,
      ])
      return Number(spent) === 1
    },
    async getSessions(owner, chainId, accountAddress, now) {
      const key = keys.sessions(owner, chainId, accountAddress)
      const reply = await send(['ZRANGE', key, `(${now}`, '+inf', 'BYSCORE'])
      const sessions: StoredSiwxSession[] = []
      for (const member of Array.isArray(reply) ? reply : []) {
        const stored = decodeStoredJson(text(member), isStoredSession, `a stored session in ${key}`)
        if (!stored || (stored.expiresAt !== null && stored.expiresAt <= now)) continue
        sessions.push({ owner, chainId, accountAddress, ...stored })
      }
      return sessions
    },
    // One SCAN of the session sets per call: a browser's own sets are few, the keyspace may not be.
    async moveSessions(fromOwner, toOwner) {
      let moved = 0
      for await (const batch of scan(keys.ownerSessions(fromOwner), 'zset')) {
        for (const key of batch) {
          const count = await send([
            'EVAL',
            SIWX_REDIS_SCRIPTS.moveSessionSet,
            '2',
            key,
            keys.withOwner(key, toOwner),
          ])
          moved += Number(count)
        }
      }
      return moved
    },
    async deleteSessions(owner, chainId, accountAddress) {
      await send(['DEL', keys.sessions(owner, chainId, accountAddress)])
    },
    async removeExpired(now) {
      // Keys expire by Redis' clock; this removes what is expired at `now` by the caller's, and
      // the expired members of sets that live on for their other sessions.
      for await (const batch of scan(keys.allNonces, 'string')) {
        if (batch.length === 0) continue
        const { removeExpiredNonces } = SIWX_REDIS_SCRIPTS
        await send(['EVAL', removeExpiredNonces, String(batch.length), ...batch, String(now)])
      }
      for await (const batch of scan(keys.allSessions, 'zset')) {
        await Promise.all(batch.map((key) => send(['ZREMRANGEBYSCORE', key, '-inf', String(now)])))
      }
    },
    async close() {
      closed = true
      if (!owned?.isOpen) return
      if (owned.isReady) await owned.close()
      else owned.destroy()
    },
  }
}
