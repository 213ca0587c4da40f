import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'

/** GET /getAnalyticsConfig: whether the project collects analytics. */
export function createAnalyticsConfigRoute(isAnalyticsEnabled: boolean): Route {
  return {
    method: 'GET',
    pattern: '/getAnalyticsConfig',
    checksProject: true,
    handle: ({ res }) => sendJson(res, 200, { isAnalyticsEnabled }),
  }
}
