// Loaded on first use (`import('./analyticsTransport.js')`): effect's Schema and the HTTP calls
// stay out of the page's first load.
import { HTTP_TIMEOUT_MS, type HttpClient } from '@appkit/kernel'
import { Schema } from 'effect'
import { ANALYTICS_CONFIG_PATH } from './policies.js'

/** GET /getAnalyticsConfig (spec §7 'reads isAnalyticsEnabled'); anything else fails closed. */
export const AnalyticsConfigResponse = Schema.Struct({ isAnalyticsEnabled: Schema.Boolean })

/** Whether the project collects analytics. Rejects when the call or its decoding fails. */
export async function fetchAnalyticsEnabled(api: HttpClient): Promise<boolean> {
  const config = await api.get(ANALYTICS_CONFIG_PATH, { schema: AnalyticsConfigResponse })
  return config.isAnalyticsEnabled
}

export interface PostEventsParameters {
  fetch: typeof fetch
  url: string
  json: string
  /** Lets the request outlive the page (the fallback when a beacon could not be queued). */
  keepalive?: boolean
}

/** POSTs events once (no retry: analytics is best effort) and resolves with the HTTP status. */
export async function postEvents(parameters: PostEventsParameters): Promise<number> {
  const response = await parameters.fetch(parameters.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: parameters.json,
    credentials: 'omit',
    keepalive: parameters.keepalive ?? false,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  })
  await response.body?.cancel().catch(() => undefined)
  return response.status
}
