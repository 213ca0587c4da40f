import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/** Answers a WebSocket upgrade request with a plain HTTP error and closes the socket. */
export function refuseUpgrade(
  socket: Duplex,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const body = JSON.stringify({ message })
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  socket.once('finish', () => socket.destroy())
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
}
