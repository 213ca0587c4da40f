import { Effect, type Schema } from 'effect'
import type { AppKitError } from '../errors/AppKitError.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import { RpcError } from '../errors/RpcError.js'
import { toRpcError } from '../errors/toRpcError.js'
import { buildUrl, type QueryParams } from './buildUrl.js'
import { decodeJsonText } from './decodeJsonText.js'
import { decodeUnknownSync } from './decodeUnknown.js'
import { type JsonRpcResponse, JsonRpcResponseBody } from './JsonRpcResponse.js'
import { observeRequest, type RequestObserver } from './observeRequest.js'
import {
  JSON_RPC_BATCH_SIZE,
  JSON_RPC_BATCH_WAIT_MS,
  JSON_RPC_RETRY_POLICY,
  JSON_RPC_TIMEOUT_MS,
  type RetryPolicy,
} from './policies.js'
import { runPromise } from './runPromise.js'
import { type FetchFn, type RequestProgress, sendHttp } from './sendHttp.js'

export interface JsonRpcClientOptions {
  /** The chain RPC URL. */
  url: string
  /** Default: globalThis.fetch, looked up at call time. */
  fetch?: FetchFn
  /** Added to every call, e.g. { chainId, projectId } (spec §7). */
  query?: QueryParams | (() => QueryParams)
  headers?: Readonly<Record<string, string>>
  observer?: RequestObserver
  /** Per attempt; default JSON_RPC_TIMEOUT_MS (10 s). */
  timeoutMs?: number
  /** Overrides of JSON_RPC_RETRY_POLICY. */
  retry?: Partial<RetryPolicy>
  /** `false` sends every request on its own. Default: size 1000, same tick. */
  batch?: false | { size?: number; waitMs?: number }
}

export interface JsonRpcRequest<A, I> {
  method: string
  params?: unknown
  /** Decodes `result` before it is returned; without it the result is `unknown`. */
  schema?: Schema.Schema<A, I, never>
  /** Rejects this call with RequestAbortedError; a batch others share is still sent. */
  signal?: AbortSignal
}

export interface JsonRpcClient {
  readonly url: string
  request<A = unknown, I = unknown>(request: JsonRpcRequest<A, I>): Promise<A>
}

function isBatch(body: JsonRpcResponseBody): body is readonly JsonRpcResponse[] {
  return Array.isArray(body)
}

interface PendingCall {
  id: number
  method: string
  params: unknown
  signal: AbortSignal | undefined
  resolve(result: unknown): void
  reject(error: AppKitError): void
}

/**
 * JSON-RPC 2.0 over HTTP POST. Requests made in the same tick go out as one JSON array
 * (at most `batch.size`, split beyond), responses are matched by id in any order, a missing
 * response is an error, node errors become typed errors (`toRpcError`), and HTTP failures
 * are retried per JSON_RPC_RETRY_POLICY on the statuses of spec §8.
 *
 * @example
 * const rpc = createJsonRpcClient({ url: 'http://127.0.0.1:8545' })
 * const chainId = await rpc.request({ method: 'eth_chainId', schema: Schema.String })
 */
export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const retry: RetryPolicy = { ...JSON_RPC_RETRY_POLICY, ...options.retry }
  const batchSize = options.batch === false ? 1 : (options.batch?.size ?? JSON_RPC_BATCH_SIZE)
  const batchWaitMs =
    options.batch === false ? 0 : (options.batch?.waitMs ?? JSON_RPC_BATCH_WAIT_MS)
  const queue: PendingCall[] = []
  let flushScheduled = false
  let nextRequestId = 0
  let nextCallId = 0

  function currentUrl(): string {
    const query = typeof options.query === 'function' ? options.query() : options.query
    return buildUrl(options.url, '', query ?? {})
  }

  function settle(calls: readonly PendingCall[], body: JsonRpcResponseBody): void {
    if (!isBatch(body) && body.id === null && body.error) {
      // The node refused the whole request (e.g. a parse error): every call gets its error.
      const error = body.error
      for (const call of calls) call.reject(toRpcError(error))
      return
    }
    const responses = isBatch(body) ? body : [body]
    const byId = new Map(responses.map((response) => [String(response.id), response]))
    for (const call of calls) {
      const response = byId.get(String(call.id))
      if (response?.error) call.reject(toRpcError(response.error))
      else if (response && 'result' in response) call.resolve(response.result)
      else
        call.reject(
          new RpcError(`No response was received for JSON-RPC request ${call.id}.`, undefined, {
            message: `${call.method} sent to ${options.url}`,
          }),
        )
    }
  }

  function send(calls: readonly PendingCall[]): void {
    const payload = calls.map((call) => ({
      jsonrpc: '2.0' as const,
      id: call.id,
      method: call.method,
      ...(call.params === undefined ? {} : { params: call.params }),
    }))
    const body = payload.length === 1 ? payload[0] : payload
    const url = currentUrl()
    const progress: RequestProgress = { attempts: 0, status: undefined }
    nextRequestId += 1

    const request = sendHttp({
      fetch: fetchFn,
      url,
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...options.headers,
      },
      body: JSON.stringify(body),
      timeoutMs: options.timeoutMs ?? JSON_RPC_TIMEOUT_MS,
      retry,
      progress,
    }).pipe(Effect.flatMap((response) => decodeJsonText(JsonRpcResponseBody, response.text, url)))

    const observed = observeRequest(request, {
      observer: options.observer,
      info: {
        id: nextRequestId,
        kind: 'json-rpc',
        method: 'POST',
        url,
        body,
        batchSize: calls.length,
        rpcMethods: calls.map((call) => call.method),
      },
      progress,
    })
    // Only a call sent alone may cancel the HTTP request; a shared batch always completes.
    const signal = calls.length === 1 ? calls[0]?.signal : undefined
    runPromise(observed, signal ? { signal } : {}).then(
      (response) => settle(calls, response),
      (error: AppKitError) => {
        for (const call of calls) call.reject(error)
      },
    )
  }

  function flush(): void {
    flushScheduled = false
    const calls = queue.splice(0, queue.length)
    for (let start = 0; start < calls.length; start += batchSize) {
      send(calls.slice(start, start + batchSize))
    }
  }

  function enqueue(call: PendingCall): void {
    if (options.batch === false) {
      send([call])
      return
    }
    queue.push(call)
    if (flushScheduled) return
    flushScheduled = true
    setTimeout(flush, batchWaitMs)
  }

  function request<A, I>(rpcRequest: JsonRpcRequest<A, I>): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      const { signal, schema, method } = rpcRequest
      if (signal?.aborted) return reject(new RequestAbortedError({ cause: signal.reason }))
      let settled = false
      const finish = (done: () => void): void => {
        if (settled) return
        settled = true
        signal?.removeEventListener('abort', onAbort)
        done()
      }
      nextCallId += 1
      const call: PendingCall = {
        id: nextCallId,
        method,
        params: rpcRequest.params,
        signal,
        resolve: (result) =>
          finish(() => {
            try {
              resolve(
                schema
                  ? decodeUnknownSync(schema, result, `${options.url} (${method})`)
                  : (result as A),
              )
            } catch (error) {
              reject(error)
            }
          }),
        reject: (error) => finish(() => reject(error)),
      }
      function onAbort(): void {
        const queued = queue.indexOf(call)
        if (queued !== -1) queue.splice(queued, 1)
        call.reject(new RequestAbortedError({ cause: signal?.reason }))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      enqueue(call)
    })
  }

  return { url: options.url, request }
}
