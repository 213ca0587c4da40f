import { type AppKitError, HttpRequestError, toRpcError } from '@appkit/kernel'
import { findErrorCode } from '../provider/findErrorCode.js'
import { describeRpcBody } from './describeRpcBody.js'
import type { RpcRequestObserver } from './RpcRequestObserver.js'

export interface ObservedFetchOptions {
  /** Hears the calls of one source, e.g. those of 'eip155:1'. */
  observer: RpcRequestObserver | undefined
  /** Request ids, counting up per adapter. */
  nextId: () => number
  fetch?: typeof fetch
  now?: () => number
}

type FetchInput = string | URL | Request

function urlOf(input: FetchInput): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.toString() : input.url
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** A JSON-RPC error inside a 200 response (one call, or the first failing call of a batch). */
function rpcErrorIn(response: unknown): AppKitError | undefined {
  const calls = Array.isArray(response) ? response : [response]
  for (const call of calls) {
    const coded = findErrorCode((call as { error?: unknown } | null)?.error)
    if (coded) return toRpcError(coded)
  }
  return undefined
}

/**
 * The `fetchFn` of a network's viem http transports: each HTTP call is reported to the observer
 * (so to the kit) as it starts and when it settles (request, response, status, timing), so
 * devtools can list it. A wrapped fetch pairs every start with its end, also for calls that
 * fail before any response (offline, timeout), which viem's onFetchRequest/onFetchResponse
 * cannot do.
 */
export function createObservedFetch(options: ObservedFetchOptions) {
  const { observer } = options
  const now = options.now ?? (() => performance.now())
  const report = <T>(callback: ((info: T) => void) | undefined, info: T) => {
    try {
      callback?.call(observer, info)
    } catch {
      // An observer that throws must not break the call it watches.
    }
  }

  return async function observedFetch(input: FetchInput, init?: RequestInit): Promise<Response> {
    const fetchImpl = options.fetch ?? globalThis.fetch
    if (!observer) return fetchImpl(input, init)
    const { body, batchSize, rpcMethods } = describeRpcBody(init?.body)
    const info = {
      id: options.nextId(),
      kind: 'json-rpc' as const,
      method: init?.method ?? 'POST',
      url: urlOf(input),
      body,
      batchSize,
      rpcMethods,
    }
    report(observer.started, info)
    const startedAt = now()
    const finish = (result: {
      status: number | undefined
      ok: boolean
      response?: unknown
      error?: AppKitError
    }) =>
      report(observer.finished, { ...info, attempts: 1, durationMs: now() - startedAt, ...result })

    let response: Response
    try {
      response = await fetchImpl(input, init)
    } catch (error) {
      finish({
        status: undefined,
        ok: false,
        error: new HttpRequestError({ url: info.url, cause: error }),
      })
      throw error
    }
    const text = await response
      .clone()
      .text()
      .catch(() => '')
    const parsed = parseJson(text)
    if (!response.ok) {
      const error = new HttpRequestError({ status: response.status, url: info.url, body: parsed })
      finish({ status: response.status, ok: false, error })
    } else {
      const error = rpcErrorIn(parsed)
      finish({ status: response.status, ok: !error, response: parsed, ...(error ? { error } : {}) })
    }
    return response
  }
}
