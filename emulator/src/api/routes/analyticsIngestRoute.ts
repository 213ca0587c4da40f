import type { IncomingHttpHeaders } from 'node:http'
import type { AnalyticsStore } from '../analytics/createAnalyticsStore.js'
import type { IngestSource } from '../analytics/IngestedEvent.js'
import { validateAnalyticsEvents } from '../analytics/validateAnalyticsEvents.js'
import { BodyTooLargeError, readBody } from '../http/readBody.js'
import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'

/** The analytics ingest path (spec §7 'POST /e'). */
export const ANALYTICS_INGEST_PATH = '/e'

const MAX_INGEST_BODY_BYTES = 1024 * 1024

/** sendBeacon sends a Blob's type (application/json) or, for a string, text/plain. */
const ACCEPTED_MEDIA_TYPES = ['application/json', 'text/plain']

/**
 * POST /e: one analytics event or an array of them, JSON in an application/json or text/plain
 * body; projectId, st and sv in the query (a beacon cannot set headers). Each event is checked
 * (400 naming the first bad field) and stored; 204 on success.
 */
export function createAnalyticsIngestRoute(store: AnalyticsStore): Route {
  return {
    method: 'POST',
    pattern: ANALYTICS_INGEST_PATH,
    checksProject: true,
    handle: async ({ req, res, url }) => {
      const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
      if (mediaType === undefined || !ACCEPTED_MEDIA_TYPES.includes(mediaType)) {
        sendJson(res, 415, {
          message: `Content-Type must be ${ACCEPTED_MEDIA_TYPES.join(' or ')}`,
          field: 'content-type',
        })
        return
      }
      let input: unknown
      try {
        input = JSON.parse((await readBody(req, MAX_INGEST_BODY_BYTES)).toString('utf8'))
      } catch (error) {
        const tooLarge = error instanceof BodyTooLargeError
        sendJson(res, tooLarge ? 413 : 400, {
          message: tooLarge ? error.message : 'Body must be JSON: one event or an array of events',
          field: 'body',
        })
        return
      }
      const validated = validateAnalyticsEvents(input)
      if (!validated.ok) {
        sendJson(res, 400, { message: validated.message, field: validated.field })
        return
      }
      await store.add(validated.events, ingestSource(url.searchParams, req.headers))
      res.writeHead(204, { 'Cache-Control': 'no-store' })
      res.end()
    },
  }
}

/** The project parameters the route check already required, from the query or a header. */
function ingestSource(query: URLSearchParams, headers: IncomingHttpHeaders): IngestSource {
  const read = (name: string, header: string) => {
    const fromHeader = headers[header]
    return query.get(name) ?? (typeof fromHeader === 'string' ? fromHeader : '')
  }
  return {
    projectId: read('projectId', 'x-project-id'),
    st: read('st', 'x-sdk-type'),
    sv: read('sv', 'x-sdk-version'),
  }
}
