import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  /** Path and query, e.g. '/config?projectId=p'. */
  url: string
  headers: IncomingMessage['headers']
  body: string
  /** Date.now() when the request arrived. */
  at: number
}

export type TestHandler = (
  request: RecordedRequest,
  response: ServerResponse,
  raw: IncomingMessage,
) => void | Promise<void>

export interface TestServer {
  /** 'http://127.0.0.1:<port>' */
  url: string
  /** Every request received, in order. */
  requests: RecordedRequest[]
  close(): Promise<void>
}

/** Writes a JSON response. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

/** A real HTTP server on 127.0.0.1 and a free port, for tests of the HTTP pipelines. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const server = createServer((raw, response) => {
    const chunks: Buffer[] = []
    raw.on('data', (chunk: Buffer) => chunks.push(chunk))
    raw.on('end', () => {
      const request: RecordedRequest = {
        method: raw.method ?? 'GET',
        url: raw.url ?? '/',
        headers: raw.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      }
      requests.push(request)
      Promise.resolve(handler(request, response, raw)).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { message: String(error) })
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
