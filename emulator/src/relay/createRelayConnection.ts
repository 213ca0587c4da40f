import type { RawData, WebSocket } from 'ws'
import type { RelayMailbox, RelayMessage } from './createRelayMailbox.js'
import { decodeRelayFrame } from './decodeRelayFrame.js'
import { encodeRelayFrame, type OutgoingRelayFrame } from './encodeRelayFrame.js'
import {
  type PublishInput,
  type RelayMethod,
  type RelayMethodContext,
  RelayParamsError,
} from './RelayMethod.js'
import { type RelayRpcRequest, RPC_ERRORS } from './relayJsonRpc.js'
import { subscriptionIdOf } from './subscriptionIdOf.js'

/** What a connection needs from its relay. */
export interface RelayHub {
  mailbox: RelayMailbox
  methods: ReadonlyMap<string, RelayMethod>
  /** Stores a message; when new, pushes it to the other subscribers' connections. */
  publish(input: PublishInput & { publisherId: string }): void
  /** A fresh id for a relay-to-client request (small enough to come back as a number). */
  nextRequestId(): number
}

export interface RelayConnection {
  clientId: string
  /** Pushes a message with irn_subscription unless it is already waiting for this socket's ack. */
  deliver(message: RelayMessage): void
  close(code: number, reason: string): void
  terminate(): void
  /** Pings the socket; false when the previous ping went unanswered (the socket was dropped). */
  heartbeat(): boolean
  /** Resolves when the socket has closed. */
  closed: Promise<void>
}

/** One client socket: decodes its frames, answers its calls, pushes and tracks deliveries. */
export function createRelayConnection(
  socket: WebSocket,
  clientId: string,
  hub: RelayHub,
): RelayConnection {
  /** irn_subscription request id -> relay message id, until the client acknowledges it. */
  const awaitingAck = new Map<string, number>()
  let isAlive = true
  const send = (frame: OutgoingRelayFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(encodeRelayFrame(frame))
  }

  const deliver = (message: RelayMessage) => {
    if ([...awaitingAck.values()].includes(message.id)) return
    const id = hub.nextRequestId()
    awaitingAck.set(String(id), message.id)
    send({
      id,
      method: 'irn_subscription',
      params: {
        id: subscriptionIdOf(message.topic, clientId),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          // '' (no attestation) rather than absent: clients then skip the remote verify lookup.
          attestation: message.attestation ?? '',
        },
      },
    })
  }

  const handleRequest = (request: RelayRpcRequest) => {
    const method = hub.methods.get(request.method)
    if (method === undefined) {
      send({
        id: request.id,
        error: { code: RPC_ERRORS.methodNotFound, message: `Method not found: ${request.method}` },
      })
      return
    }
    const subscribed: string[] = []
    const context: RelayMethodContext = {
      clientId,
      publish: (input) => hub.publish({ ...input, publisherId: clientId }),
      subscribe: (topic) => {
        hub.mailbox.subscribe(clientId, topic)
        subscribed.push(topic)
        return subscriptionIdOf(topic, clientId)
      },
      unsubscribe: (topic) => hub.mailbox.unsubscribe(clientId, topic),
      fetchMessages: (topics) =>
        topics.flatMap((topic) => {
          const pending = hub.mailbox.pendingFor(clientId, topic)
          for (const message of pending) hub.mailbox.acknowledge(clientId, message.id)
          return pending
        }),
    }
    let result: unknown
    try {
      result = method.handle(context, request.params)
    } catch (error) {
      const invalidParams = error instanceof RelayParamsError
      const message = error instanceof Error ? error.message : String(error)
      send({
        id: request.id,
        error: invalidParams
          ? { code: RPC_ERRORS.invalidParams, message: `Invalid params: ${message}` }
          : { code: RPC_ERRORS.internal, message: `Internal error: ${message}` },
      })
      return
    }
    send({ id: request.id, result })
    for (const topic of subscribed) {
      for (const message of hub.mailbox.pendingFor(clientId, topic)) deliver(message)
    }
  }

  const handleFrame = (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      send({
        id: null,
        error: {
          code: RPC_ERRORS.invalidRequest,
          message: 'Invalid request: binary frames are not supported',
        },
      })
      return
    }
    const frame = decodeRelayFrame(data.toString())
    if (frame.kind === 'invalid') {
      send({ id: frame.id, error: { code: frame.code, message: frame.message } })
    } else if (frame.kind === 'request') {
      handleRequest(frame)
    } else {
      const messageId = awaitingAck.get(String(frame.id))
      if (messageId === undefined) return
      awaitingAck.delete(String(frame.id))
      if (frame.result === true) hub.mailbox.acknowledge(clientId, messageId)
    }
  }

  socket.on('message', handleFrame)
  // A protocol error (e.g. a frame over the size limit) closes that socket only.
  socket.on('error', () => socket.terminate())
  socket.on('pong', () => {
    isAlive = true
  })
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))

  return {
    clientId,
    deliver,
    close: (code, reason) => socket.close(code, reason),
    terminate: () => socket.terminate(),
    heartbeat() {
      if (!isAlive) {
        socket.terminate()
        return false
      }
      isAlive = false
      if (socket.readyState === socket.OPEN) socket.ping()
      return true
    },
    closed,
  }
}
