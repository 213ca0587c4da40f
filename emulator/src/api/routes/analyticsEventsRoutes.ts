import type { AnalyticsStore } from '../analytics/createAnalyticsStore.js'
import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'

/** The largest `?limit=` GET /emulator/analytics honours. */
export const MAX_ANALYTICS_LIST_LIMIT = 10_000

/**
 * The stored analytics, for the devtools and tests: GET /emulator/analytics lists the events
 * (newest last; `?limit=N` keeps the newest N), DELETE clears them.
 */
export function createAnalyticsEventsRoutes(store: AnalyticsStore): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/emulator/analytics',
      checksProject: false,
      handle: async ({ res, url }) => {
        const text = url.searchParams.get('limit')
        const limit = text === null ? undefined : Number(text)
        if (
          limit !== undefined &&
          !(/^[0-9]+$/.test(text ?? '') && limit >= 1 && limit <= MAX_ANALYTICS_LIST_LIMIT)
        ) {
          sendJson(res, 400, {
            message: `'limit' must be an integer from 1 to ${MAX_ANALYTICS_LIST_LIMIT}`,
            parameter: 'limit',
          })
          return
        }
        sendJson(res, 200, { events: await store.list(limit === undefined ? {} : { limit }) })
      },
    },
    {
      method: 'DELETE',
      pattern: '/emulator/analytics',
      checksProject: false,
      handle: async ({ res }) => {
        await store.clear()
        sendJson(res, 200, { events: [] })
      },
    },
  ]
}
