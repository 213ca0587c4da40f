import type { IncomingMessage, ServerResponse } from 'node:http'

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** True for http(s) origins on this machine, on any port (e.g. the demo app on :5173). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      LOOPBACK_HOSTNAMES.has(url.hostname)
    )
  } catch {
    return false
  }
}

/**
 * CORS for pages served from another local port: the request's origin is echoed when it is a
 * loopback origin; other sites get no CORS headers, so a browser keeps them out. With
 * `allowCredentials` (the analytics ingest: `navigator.sendBeacon` always sends credentials, so
 * a JSON beacon's preflight must allow them) credentialed requests are allowed too.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  options: { allowCredentials?: boolean } = {},
): void {
  const origin = req.headers.origin
  if (origin === undefined || !isLoopbackOrigin(origin)) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Vary', 'Origin')
  if (options.allowCredentials) res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After')
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS')
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'Content-Type',
    )
    res.setHeader('Access-Control-Max-Age', '600')
  }
}
