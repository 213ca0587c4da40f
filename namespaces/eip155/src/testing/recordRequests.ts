import type { ObservedRequest, ObservedRequestResult } from '@appkit/kernel'
import type { RequestObserverFactory } from '../transport/RpcRequestObserver.js'

/**
 * TEST HELPER: a `requestObserver` that records every call with its source, the way the kit's
 * `requestStarted`/`requestFinished` hooks see them.
 */
export function recordRequests() {
  const started: ObservedRequest[] = []
  const finished: ObservedRequestResult[] = []
  const requestObserver: RequestObserverFactory = (source) => ({
    started: (request) => started.push({ ...request, source }),
    finished: (request) => finished.push({ ...request, source }),
  })
  return { started, finished, requestObserver }
}
