import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface IngestRequest {
  method: string
  path: string
  query: URLSearchParams
  contentType: string | undefined
  body: string
}

/**
 * A real HTTP server on 127.0.0.1 standing in for the project API and the analytics ingest:
 * GET /getAnalyticsConfig answers `{ isAnalyticsEnabled }`, POST /e answers `ingestStatus`.
 * Both can be changed between calls; every request is recorded.
 */
export async function startIngestServer(
  settings: { isAnalyticsEnabled?: boolean; ingestStatus?: number; configStatus?: number } = {},
) {
  const state = { isAnalyticsEnabled: true, ingestStatus: 204, configStatus: 200, ...settings }
  const requests: IngestRequest[] = []
  const read = async (raw: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of raw) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }
  const server = createServer((raw, response) => {
    void read(raw).then((body) => {
      const url = new URL(raw.url ?? '/', 'http://127.0.0.1')
      requests.push({
        method: raw.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        contentType: raw.headers['content-type'],
        body,
      })
      if (url.pathname === '/getAnalyticsConfig') {
        response.writeHead(state.configStatus, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ isAnalyticsEnabled: state.isAnalyticsEnabled }))
      } else if (url.pathname === '/e') {
        response.writeHead(state.ingestStatus, { 'content-type': 'application/json' })
        response.end(state.ingestStatus === 204 ? undefined : JSON.stringify({ message: 'no' }))
      } else {
        response.writeHead(404)
        response.end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    /** Every event POSTed to /e so far, batches unpacked, oldest first. */
    events(): Record<string, unknown>[] {
      return requests
        .filter((request) => request.path === '/e')
        .flatMap((request) => {
          const body: unknown = JSON.parse(request.body)
          return (Array.isArray(body) ? body : [body]) as Record<string, unknown>[]
        })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type IngestServer = Awaited<ReturnType<typeof startIngestServer>>
