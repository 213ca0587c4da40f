import { stripQuery } from '../stripQuery.js'
import type { RecordedRequest } from './recordRequests.js'

export interface RequestCount {
  total: number
  /** The page's own origin (its document, JS, CSS, images). */
  sameOrigin: number
  /** Anything else: local services (API, chains) and the internet. */
  otherOrigins: number
  /** Distinct other origins, with how many requests went to each. */
  byOrigin: Record<string, number>
  /** The other-origin requests, for the JSON (query strings dropped: they may carry tokens). */
  other: RecordedRequest[]
}

/** Splits recorded requests into the page's own and everything else. */
export function countRequests(requests: readonly RecordedRequest[], pageUrl: string): RequestCount {
  const pageOrigin = new URL(pageUrl).origin
  const other = requests.filter((request) => originOf(request.url) !== pageOrigin)
  const byOrigin: Record<string, number> = {}
  for (const request of other) {
    const origin = originOf(request.url)
    byOrigin[origin] = (byOrigin[origin] ?? 0) + 1
  }
  return {
    total: requests.length,
    sameOrigin: requests.length - other.length,
    otherOrigins: other.length,
    byOrigin,
    other: other.map((request) => ({ ...request, url: stripQuery(request.url) })),
  }
}

function originOf(url: string): string {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'data:' ? 'data:' : `${parsed.protocol}//${parsed.host}`
  } catch {
    return url
  }
}
