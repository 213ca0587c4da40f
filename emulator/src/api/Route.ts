import type { IncomingMessage, ServerResponse } from 'node:http'

export interface RouteContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** Values of the pattern's `:name` segments, URL-decoded. */
  params: Readonly<Record<string, string>>
  /** The body, when the server already read it (the RPC proxy's, to match faults by method). */
  body?: Buffer
}

/** One endpoint of the API server. */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE'
  /** Path with `:name` segments, e.g. '/getWalletImage/:imageId'. */
  pattern: string
  /** Whether the request must carry a known projectId plus st and sv. */
  checksProject: boolean
  handle: (context: RouteContext) => void | Promise<void>
}

/** The `:name` values when `pathname` fits `pattern`, else undefined. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pattern.split('/')
  const actual = pathname.split('/')
  if (expected.length !== actual.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? ''
    if (segment.startsWith(':')) {
      if (value === '') return undefined
      try {
        params[segment.slice(1)] = decodeURIComponent(value)
      } catch {
        return undefined
      }
    } else if (segment !== value) {
      return undefined
    }
  }
  return params
}
