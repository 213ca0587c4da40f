import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { decodeRelayAuth } from './auth/decodeRelayAuth.js'
import {
  createRelayConnection,
  type RelayConnection,
  type RelayHub,
} from './createRelayConnection.js'
import { createRelayMailbox, type RelayTopicSnapshot } from './createRelayMailbox.js'
import { relayMethods } from './methods/relayMethods.js'
import { refuseUpgrade } from './refuseUpgrade.js'
import {
  DEFAULT_RELAY_PING_INTERVAL_MS,
  MAX_RELAY_DOWN_MS,
  MAX_RELAY_FRAME_BYTES,
  RELAY_PATH,
  SERVICE_RESTART_CLOSE_CODE,
  SERVICE_RESTART_CLOSE_REASON,
} from './relayDefaults.js'

export interface RelayOptions {
  /** Clock for message ttl and auth expiry. Default Date.now. */
  now?: () => number
  /** How often every socket is pinged (and an unresponsive one dropped). Default 15 s. */
  pingIntervalMs?: number
}

export interface RelaySnapshot {
  /** Open sockets. */
  connections: number
  /** Until when (ms since epoch) new sockets are refused after a restart; null when up. */
  downUntil: number | null
  topics: RelayTopicSnapshot[]
}

export interface RelayRestartOptions {
  /** How long new sockets are refused (503) after every open one was closed. Default 0. */
  downMs?: number
}

export interface RelayRestart {
  /** Sockets closed with 1012 'Service Restart'. */
  closedSockets: number
  downMs: number
  downUntil: number
}

export interface RelayDropOptions {
  /** Only this client's sockets (the did:key of its auth token); every socket when absent. */
  clientId?: string
}

export interface RelayDrop {
  /** Sockets cut without a close frame (the client sees 1006). */
  droppedSockets: number
}

/** The test control of a running relay (also `emulator.relay`). */
export interface RelayControl {
  /**
   * Simulates a relay restart: closes every socket with code 1012 'Service Restart' and refuses
   * new ones for `downMs`. Mailboxes and subscriptions survive, as a real relay's store does, so
   * clients reconnect, resubscribe and carry on. Resolves once every socket is closed.
   */
  restart(options?: RelayRestartOptions): Promise<RelayRestart>
  /**
   * A dropped connection, not a restart: cuts sockets with no close handshake (as a lost
   * network would) and keeps accepting new ones at once. Mailboxes and subscriptions stay.
   */
  drop(options?: RelayDropOptions): Promise<RelayDrop>
  /** Topics, subscribers and queued counts (for the devtools and tests). */
  snapshot(): RelaySnapshot
}

export interface Relay extends RelayControl {
  /** Handles an HTTP `upgrade` event: WebSocket at /relay, anything else refused. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Drops every socket and stops the timers. */
  close(): Promise<void>
}

/** Grace for the close handshake of a restart before a socket is cut. */
const CLOSE_GRACE_MS = 1000

/**
 * A WalletConnect relay (irn_* JSON-RPC over WebSocket) for the emulator's HTTP server:
 * per-topic mailboxes with ttl, messages queued until subscribed, deliveries acknowledged,
 * clients identified by the did:key of their auth token.
 */
export function createRelay(options: RelayOptions = {}): Relay {
  const now = options.now ?? Date.now
  const mailbox = createRelayMailbox({ now })
  const connections = new Set<RelayConnection>()
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_RELAY_FRAME_BYTES,
    perMessageDeflate: false,
  })
  let downUntil = 0
  let isClosed = false
  let requestId = 0

  const hub: RelayHub = {
    mailbox,
    methods: relayMethods(),
    publish(input) {
      const { message, isNew } = mailbox.store(input)
      if (!isNew) return
      for (const connection of connections) {
        if (
          connection.clientId !== input.publisherId &&
          mailbox.isSubscribed(connection.clientId, input.topic)
        ) {
          connection.deliver(message)
        }
      }
    },
    nextRequestId: () => {
      requestId += 1
      return requestId
    },
  }

  // Runs only while sockets are open, so an idle relay holds no timer.
  let heartbeat: NodeJS.Timeout | undefined
  const track = (connection: RelayConnection) => {
    connections.add(connection)
    heartbeat ??= setInterval(() => {
      for (const open of connections) open.heartbeat()
      mailbox.prune()
    }, options.pingIntervalMs ?? DEFAULT_RELAY_PING_INTERVAL_MS)
    void connection.closed.then(() => {
      connections.delete(connection)
      if (connections.size > 0) return
      clearInterval(heartbeat)
      heartbeat = undefined
    })
  }

  const closeAll = async (code: number, reason: string) => {
    const open = [...connections]
    for (const connection of open) connection.close(code, reason)
    const cut = setTimeout(() => {
      for (const connection of open) connection.terminate()
    }, CLOSE_GRACE_MS)
    await Promise.all(open.map((connection) => connection.closed))
    clearTimeout(cut)
    return open.length
  }

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      if (url.pathname !== RELAY_PATH) {
        refuseUpgrade(socket, 404, `No WebSocket endpoint at ${url.pathname}`)
        return
      }
      const remainingMs = downUntil - now()
      if (isClosed || remainingMs > 0) {
        const retryAfter = String(Math.max(1, Math.ceil(remainingMs / 1000)))
        refuseUpgrade(socket, 503, 'The relay is restarting', { 'Retry-After': retryAfter })
        return
      }
      const auth = decodeRelayAuth(url.searchParams.get('auth'), now())
      if (!auth.ok) {
        refuseUpgrade(socket, 401, auth.message)
        return
      }
      server.handleUpgrade(req, socket, head, (ws) => {
        if (isClosed) {
          ws.terminate()
          return
        }
        track(createRelayConnection(ws, auth.clientId, hub))
      })
    },
    async restart(restartOptions = {}) {
      const downMs = restartOptions.downMs ?? 0
      if (!Number.isInteger(downMs) || downMs < 0 || downMs > MAX_RELAY_DOWN_MS) {
        throw new RangeError(`downMs must be a whole number from 0 to ${MAX_RELAY_DOWN_MS}`)
      }
      downUntil = now() + downMs
      const closedSockets = await closeAll(SERVICE_RESTART_CLOSE_CODE, SERVICE_RESTART_CLOSE_REASON)
      return { closedSockets, downMs, downUntil }
    },
    async drop(dropOptions = {}) {
      const cut = [...connections].filter(
        (connection) =>
          dropOptions.clientId === undefined || connection.clientId === dropOptions.clientId,
      )
      for (const connection of cut) connection.terminate()
      await Promise.all(cut.map((connection) => connection.closed))
      return { droppedSockets: cut.length }
    },
    snapshot: () => ({
      connections: connections.size,
      downUntil: downUntil > now() ? downUntil : null,
      topics: mailbox.snapshot(),
    }),
    async close() {
      if (isClosed) return
      isClosed = true
      for (const connection of connections) connection.terminate()
      await Promise.all([...connections].map((connection) => connection.closed))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
