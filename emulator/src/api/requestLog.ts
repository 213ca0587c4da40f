import { type FaultService, faultMatches } from './faults.js'

/** One request a server received, as the fault switch saw it. */
export interface LoggedRequest {
  service: FaultService
  method: string
  path: string
  /** The JSON-RPC methods called (the RPC proxy only; several for a batch). */
  rpcMethods?: readonly string[]
  /** ms since epoch, when it arrived. */
  at: number
}

export interface RequestLog {
  record: (
    service: FaultService,
    method: string,
    path: string,
    rpcMethods?: readonly string[],
  ) => void
  /** The requests matching the filter (path exact or a prefix ending in '*'), oldest first. */
  list: (filter: {
    service?: FaultService
    method?: string
    path: string
    rpcMethod?: string
  }) => LoggedRequest[]
  clear: () => void
}

/** The most requests kept; older ones are forgotten first. */
export const REQUEST_LOG_LIMIT = 5_000

/**
 * What the faulted servers received, so a test can count attempts (retries, backoff gaps)
 * at the server rather than trusting the client: GET /emulator/faults/requests.
 */
export function createRequestLog(now: () => number = Date.now): RequestLog {
  const requests: LoggedRequest[] = []
  return {
    record: (service, method, path, rpcMethods) => {
      requests.push({
        service,
        method,
        path,
        ...(rpcMethods === undefined ? {} : { rpcMethods }),
        at: now(),
      })
      if (requests.length > REQUEST_LOG_LIMIT)
        requests.splice(0, requests.length - REQUEST_LOG_LIMIT)
    },
    list: ({ service = 'api', method, path, rpcMethod }) =>
      requests.filter((request) =>
        faultMatches(
          {
            path,
            times: 1,
            service,
            ...(method === undefined ? {} : { method }),
            ...(rpcMethod === undefined ? {} : { rpcMethod }),
          },
          request.service,
          request.method,
          request.path,
          request.rpcMethods,
        ),
      ),
    clear: () => {
      requests.length = 0
    },
  }
}
