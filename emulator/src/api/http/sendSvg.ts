import type { ServerResponse } from 'node:http'

/** Answers with an SVG image that can run nothing, even when opened on its own. */
export function sendSvg(res: ServerResponse, svg: string): void {
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Content-Length': Buffer.byteLength(svg),
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=300',
  })
  res.end(svg)
}
