import { ANALYTICS_INGEST_PATH } from './policies.js'

/**
 * `${analyticsBaseUrl}/e` with projectId, st and sv in the query (spec §7). Everything is in the
 * URL because `navigator.sendBeacon` cannot set headers.
 */
export function ingestUrl(baseUrl: string, query: Readonly<Record<string, string>>): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${ANALYTICS_INGEST_PATH}`)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.toString()
}
