import type { AnalyticsEventBody, AnalyticsRequestBody } from './AnalyticsEventBody.js'

/**
 * The JSON text of one POST /e: a single event is sent as the object spec §7 describes, a batch
 * as an array of them, oldest first.
 */
export function encodeEvents(events: readonly AnalyticsEventBody[]): string {
  const body: AnalyticsRequestBody = events.length === 1 && events[0] ? events[0] : events
  return JSON.stringify(body)
}
