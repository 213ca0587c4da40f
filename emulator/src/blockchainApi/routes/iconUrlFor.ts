import type { RouteContext } from '../../api/Route.js'

const PROJECT_PARAMETERS = [
  ['projectId', 'x-project-id'],
  ['st', 'x-sdk-type'],
  ['sv', 'x-sdk-version'],
] as const

/**
 * Icon URLs on the API that answered this request (/public/getAssetImage/{id}), carrying the
 * request's projectId, st and sv so an <img> can load them.
 */
export function iconUrlFor(context: RouteContext): (assetId: string) => string {
  const { req, url } = context
  const query = new URLSearchParams()
  for (const [name, header] of PROJECT_PARAMETERS) {
    const fromHeader = req.headers[header]
    const value = url.searchParams.get(name) ?? (typeof fromHeader === 'string' ? fromHeader : '')
    query.set(name, value)
  }
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`
  return (assetId) => `${origin}/public/getAssetImage/${encodeURIComponent(assetId)}?${query}`
}
