import type { RemoteFeature } from '../../types.js'
import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'

/** GET /appkit/v1/config: the project's remote feature configuration. */
export function createConfigRoute(features: readonly RemoteFeature[]): Route {
  return {
    method: 'GET',
    pattern: '/appkit/v1/config',
    checksProject: true,
    handle: ({ res }) => sendJson(res, 200, { features }),
  }
}
