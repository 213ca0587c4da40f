import WebSocket from 'ws'
import { signRelayJwt } from '../auth/signRelayJwt.js'

export interface RelayTestClient {
  clientId: string
  socket: WebSocket
  /** Sends a request and resolves with the whole response frame. */
  call(method: string, params?: unknown): Promise<Record<string, unknown>>
  /** Sends raw text (or a binary frame) and resolves with the next frame the relay sends back. */
  sendRaw(data: string | Buffer): Promise<Record<string, unknown>>
  /** The next irn_subscription push (waits for one when none is buffered). */
  nextPush(
    timeoutMs?: number,
  ): Promise<{ id: number; params: { id: string; data: Record<string, unknown> } }>
  /** Pushes received and not yet taken by nextPush. */
  bufferedPushes(): number
  ack(pushId: number, result?: unknown): void
  closed: Promise<{ code: number; reason: string }>
}

/** A bare relay client for protocol tests: a fresh did:key, raw frames, pushes buffered. */
export async function connectRelayClient(
  relayUrl: string,
  options: { jwt?: string } = {},
): Promise<RelayTestClient> {
  const signed = signRelayJwt({ audience: relayUrl })
  const jwt = options.jwt ?? signed.jwt
  const socket = new WebSocket(`${relayUrl}?auth=${jwt}&projectId=test`)
  const pushes: { id: number; params: { id: string; data: Record<string, unknown> } }[] = []
  const waiters: ((frame: Record<string, unknown>) => void)[] = []
  const pushWaiters: (() => void)[] = []
  let nextId = 1
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>
    if (frame.method === 'irn_subscription') {
      pushes.push(frame as unknown as (typeof pushes)[number])
      for (const wake of pushWaiters.splice(0)) wake()
      return
    }
    waiters.shift()?.(frame)
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const sendRaw = (data: string | Buffer) =>
    new Promise<Record<string, unknown>>((resolve) => {
      waiters.push(resolve)
      socket.send(data)
    })
  return {
    clientId: signed.clientId,
    socket,
    call: (method, params) =>
      sendRaw(JSON.stringify({ id: nextId++, jsonrpc: '2.0', method, params })),
    sendRaw,
    async nextPush(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs
      while (pushes.length === 0) {
        const remaining = deadline - Date.now()
        if (remaining <= 0) throw new Error('No irn_subscription push arrived')
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining)
          pushWaiters.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
      const push = pushes.shift()
      if (push === undefined) throw new Error('No irn_subscription push arrived')
      return push
    },
    bufferedPushes: () => pushes.length,
    ack: (pushId, result = true) =>
      socket.send(JSON.stringify({ id: pushId, jsonrpc: '2.0', result })),
    closed,
  }
}

/** The HTTP status a WebSocket upgrade is refused with (or 101 when it is accepted). */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers })
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('open', () => {
      resolve(101)
      socket.close()
    })
    socket.once('error', (error) => {
      if (!String(error.message).includes('Unexpected server response')) reject(error)
    })
  })
}
