import type { RequestEntry } from '../session/DevtoolsSession.js'

/** The RPC tab's filter: a case-insensitive part of the method(s), URL or source. */
export function filterRequests(requests: readonly RequestEntry[], text: string): RequestEntry[] {
  const wanted = text.trim().toLowerCase()
  if (!wanted) return [...requests]
  return requests.filter((request) =>
    [request.source, request.url, request.method, ...(request.rpcMethods ?? [])].some((part) =>
      part.toLowerCase().includes(wanted),
    ),
  )
}
