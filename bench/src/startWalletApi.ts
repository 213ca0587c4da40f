import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { GeneratedWallet } from './generateWallets.js'
import { pageWallets } from './pageWallets.js'

export interface WalletApi {
  url: string
  close(): Promise<void>
}

function cors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin
  if (!origin) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Content-Type',
  )
}

function tileImage(id: string): string {
  const hue = [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="hsl(${hue} 70% 55%)"/></svg>`
}

/**
 * The project API with a longer wallet list: the emulator serves the registry's 201 wallets
 * and has no option for more, so this server answers GET /getWallets (and their images) from
 * `wallets`, with the emulator's schema and paging, and forwards every other request to the
 * emulator's API at `upstream`.
 */
export async function startWalletApi(options: {
  upstream: string
  wallets: readonly GeneratedWallet[]
}): Promise<WalletApi> {
  const upstream = new URL(options.upstream)
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    cors(req, res)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    if (req.method === 'GET' && url.pathname === '/getWallets') {
      const body = JSON.stringify(pageWallets(options.wallets, url.searchParams))
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(body)
      return
    }
    const image = url.pathname.match(/^\/getWalletImage\/(.+)$/)
    if (req.method === 'GET' && image) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(tileImage(image[1] ?? ''))
      return
    }
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const headers = { ...answer.headers }
        // This server's CORS headers stand; the emulator's would repeat them.
        for (const name of Object.keys(headers)) {
          if (name.startsWith('access-control-') || name === 'vary') delete headers[name]
        }
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(res)
      },
    )
    forwarded.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' })
      res.end(`bench wallet API: ${error.message}`)
    })
    req.pipe(forwarded)
  })
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
