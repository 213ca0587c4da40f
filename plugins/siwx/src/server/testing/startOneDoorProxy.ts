import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The header a test sets to send one request to a chosen instance (its index). */
export const ROUTE_TO_HEADER = 'x-route-to'

export interface OneDoorProxy {
  url: string
  close(): Promise<void>
}

/**
 * TEST DOUBLE of a load balancer: one loopback port in front of several instances. Requests go
 * round-robin, or to the instance a test names in `x-route-to`, so a test can prove that what
 * one instance wrote, another one reads.
 */
export async function startOneDoorProxy(backends: readonly string[]): Promise<OneDoorProxy> {
  let next = 0
  const server = createServer((incoming, outgoing) => {
    const named = Number(incoming.headers[ROUTE_TO_HEADER])
    const index = Number.isInteger(named) && backends[named] ? named : next++ % backends.length
    const target = new URL(incoming.url ?? '/', backends[index])
    const forwarded = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(forwarded)
  })
  // Clients keep their sockets while they sign between requests: keep ours open as long, or a
  // reused socket is reset under them.
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
