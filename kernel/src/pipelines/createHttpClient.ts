import { Effect, type Schema } from 'effect'
import { buildUrl, type QueryParams } from './buildUrl.js'
import { decodeJsonText } from './decodeJsonText.js'
import { observeRequest, type RequestObserver } from './observeRequest.js'
import { HTTP_RETRY_POLICY, HTTP_TIMEOUT_MS, type RetryPolicy } from './policies.js'
import { runPromise } from './runPromise.js'
import { type FetchFn, type RequestProgress, sendHttp } from './sendHttp.js'

export interface HttpClientOptions {
  /** e.g. 'http://127.0.0.1:4100' (every base URL is an option of createAppKit). */
  baseUrl: string
  /** Default: globalThis.fetch, looked up at call time. */
  fetch?: FetchFn
  /** Added to every call, e.g. { projectId, st, sv } (spec §7); a function is read per call. */
  query?: QueryParams | (() => QueryParams)
  headers?: Readonly<Record<string, string>>
  observer?: RequestObserver
  /** Per attempt; default HTTP_TIMEOUT_MS. */
  timeoutMs?: number
  /** Overrides of HTTP_RETRY_POLICY (tests shorten the delays). */
  retry?: Partial<RetryPolicy>
}

export interface HttpCallOptions<A, I> {
  /** Every response is decoded with it before use; a mismatch rejects (fails closed). */
  schema: Schema.Schema<A, I, never>
  query?: QueryParams
  headers?: Readonly<Record<string, string>>
  signal?: AbortSignal
  timeoutMs?: number
}

export interface HttpPostOptions<A, I> extends HttpCallOptions<A, I> {
  /** Sent as JSON. */
  body?: unknown
}

export interface HttpClient {
  readonly baseUrl: string
  get<A, I>(path: string, options: HttpCallOptions<A, I>): Promise<A>
  post<A, I>(path: string, options: HttpPostOptions<A, I>): Promise<A>
}

/**
 * A JSON HTTP client for one service: timeouts, retries with exponential backoff and
 * Retry-After, query parameters on every call, schema-decoded responses, an observer per
 * call. Promises reject with AppKitError: HttpRequestError (status, url, body),
 * TimeoutError, RequestAbortedError, or a VALIDATION_ERROR naming the URL.
 *
 * @example
 * const api = createHttpClient({ baseUrl, query: { projectId, st: 'appkit', sv: version } })
 * const config = await api.get('/appkit/v1/config', { schema: ProjectConfig })
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const retry: RetryPolicy = { ...HTTP_RETRY_POLICY, ...options.retry }
  let nextId = 0

  function call<A, I>(
    method: 'GET' | 'POST',
    path: string,
    callOptions: HttpPostOptions<A, I>,
  ): Promise<A> {
    const clientQuery = typeof options.query === 'function' ? options.query() : options.query
    const url = buildUrl(options.baseUrl, path, clientQuery ?? {}, callOptions.query ?? {})
    const hasBody = method === 'POST' && callOptions.body !== undefined
    const progress: RequestProgress = { attempts: 0, status: undefined }
    nextId += 1

    const request = sendHttp({
      fetch: fetchFn,
      url,
      method,
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
        ...callOptions.headers,
      },
      ...(hasBody ? { body: JSON.stringify(callOptions.body) } : {}),
      timeoutMs: callOptions.timeoutMs ?? options.timeoutMs ?? HTTP_TIMEOUT_MS,
      retry,
      progress,
    }).pipe(Effect.flatMap((response) => decodeJsonText(callOptions.schema, response.text, url)))

    const observed = observeRequest(request, {
      observer: options.observer,
      info: {
        id: nextId,
        kind: 'http',
        method,
        url,
        ...(hasBody ? { body: callOptions.body } : {}),
      },
      progress,
    })
    return runPromise(observed, callOptions.signal ? { signal: callOptions.signal } : {})
  }

  return {
    baseUrl: options.baseUrl,
    get: (path, callOptions) => call('GET', path, callOptions),
    post: (path, callOptions) => call('POST', path, callOptions),
  }
}
