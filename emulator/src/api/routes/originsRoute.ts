import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'

/** GET /projects/v1/origins: the origins the project may be used from. */
export function createOriginsRoute(allowedOrigins: readonly string[]): Route {
  return {
    method: 'GET',
    pattern: '/projects/v1/origins',
    checksProject: true,
    handle: ({ res }) => sendJson(res, 200, { allowedOrigins }),
  }
}
