import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface JsonRequest {
  method: string
  path: string
  query: URLSearchParams
  body: string
}

export interface JsonReply {
  status: number
  body?: unknown
}

/**
 * A real HTTP server on 127.0.0.1 and a free port standing in for the blockchain data API:
 * `answer` decides each reply; every request is recorded.
 */
export async function startJsonServer(
  answer: (request: JsonRequest) => JsonReply | Promise<JsonReply>,
) {
  const requests: JsonRequest[] = []
  const read = async (raw: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of raw) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }
  const server = createServer((raw, response) => {
    void read(raw).then(async (body) => {
      const url = new URL(raw.url ?? '/', 'http://127.0.0.1')
      const request = {
        method: raw.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
      }
      requests.push(request)
      let reply: JsonReply
      try {
        reply = await answer(request)
      } catch (error) {
        reply = { status: 500, body: { message: String(error) } }
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' })
      response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body))
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
