import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/**
 * Serves a build folder on 127.0.0.1 at a free port, the same way for every app: files as they
 * are (no compression: the page and server share a machine), no caching, and index.html for
 * any path that is not a file.
 */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    let file = join(dir, path)
    if (!file.startsWith(dir)) {
      res.writeHead(403).end()
      return
    }
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) file = join(dir, 'index.html')
    const size = (await stat(file).catch(() => undefined))?.size
    if (size === undefined) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': size,
      'Cache-Control': 'no-store',
    })
    createReadStream(file).pipe(res)
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
