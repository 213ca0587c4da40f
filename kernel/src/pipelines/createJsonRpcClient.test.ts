import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { HttpRequestError } from '../errors/HttpRequestError.js'
import { NonceTooLowError } from '../errors/nodeErrors.js'
import { UserRejectedRequestError } from '../errors/providerErrors.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import { RpcError } from '../errors/RpcError.js'
import { ParseRpcError } from '../errors/rpcErrors.js'
import { TimeoutError } from '../errors/TimeoutError.js'
import { createJsonRpcClient, type JsonRpcClientOptions } from './createJsonRpcClient.js'
import type { RequestFinishedInfo } from './observeRequest.js'
import { JSON_RPC_BATCH_SIZE, JSON_RPC_RETRY_POLICY, JSON_RPC_TIMEOUT_MS } from './policies.js'
import { sendJson, startTestServer, type TestServer } from './testing/startTestServer.js'

interface RpcCall {
  jsonrpc: string
  id: number
  method: string
  params?: unknown[]
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Answers each call: `echo` returns its params[0], `fail` a node error, `skip` nothing. */
function answer(call: RpcCall): object | undefined {
  switch (call.method) {
    case 'skip':
      return undefined
    case 'reject':
      return { jsonrpc: '2.0', id: call.id, error: { code: 4001, message: 'User denied' } }
    case 'nonce':
      return { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: 'nonce too low' } }
    default:
      return { jsonrpc: '2.0', id: call.id, result: call.params?.[0] ?? null }
  }
}

describe('createJsonRpcClient against a real local HTTP server', () => {
  let server: TestServer
  const hits = new Map<string, number>()

  function bodiesOf(path: string): unknown[] {
    return server.requests
      .filter((request) => new URL(request.url, server.url).pathname === path)
      .map((request) => JSON.parse(request.body) as unknown)
  }

  beforeAll(async () => {
    server = await startTestServer(async (request, response) => {
      const { pathname } = new URL(request.url, 'http://x')
      const count = (hits.get(pathname) ?? 0) + 1
      hits.set(pathname, count)
      const body = JSON.parse(request.body) as RpcCall | RpcCall[]
      const calls = Array.isArray(body) ? body : [body]
      switch (pathname) {
        case '/flaky':
          if (count === 1) return sendJson(response, 503, { message: 'busy' })
          break
        case '/always-502':
          return sendJson(response, 502, { message: 'bad gateway' })
        case '/slow':
        case '/slow-abort':
          await sleep(300)
          break
        case '/malformed':
          response.writeHead(200)
          return void response.end('{"jsonrpc":')
        case '/refuse':
          return sendJson(response, 200, {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'Parse error' },
          })
      }
      // Out of order on purpose: the last call is answered first.
      const answers = calls.map(answer).filter(Boolean).reverse()
      if (response.destroyed) return
      sendJson(response, 200, Array.isArray(body) ? answers : answers[0])
    })
  })

  afterAll(() => server.close())

  function client(path: string, options: Partial<JsonRpcClientOptions> = {}) {
    return createJsonRpcClient({
      url: `${server.url}${path}`,
      retry: { baseDelayMs: 5 },
      ...options,
    })
  }

  it('sends one JSON-RPC 2.0 request with the query parameters and returns its result', async () => {
    const rpc = client('/single', { query: { chainId: 'eip155:1', projectId: 'p1' } })
    await expect(rpc.request({ method: 'echo', params: ['0x1'] })).resolves.toBe('0x1')
    const sent = server.requests.at(-1)
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'echo',
      params: ['0x1'],
    })
    expect(sent?.url).toBe('/single?chainId=eip155%3A1&projectId=p1')
  })

  it('batches requests made in the same tick into one array and matches answers given out of order', async () => {
    const rpc = client('/batch')
    const results = await Promise.all([
      rpc.request({ method: 'echo', params: ['a'] }),
      rpc.request({ method: 'echo', params: ['b'] }),
      rpc.request({ method: 'echo', params: ['c'] }),
    ])
    expect(results).toEqual(['a', 'b', 'c'])
    const bodies = bodiesOf('/batch')
    expect(bodies).toHaveLength(1)
    expect((bodies[0] as RpcCall[]).map((call) => call.id)).toEqual([1, 2, 3])
  })

  it(`splits a batch beyond the batch size (spec §9 'batch size ${JSON_RPC_BATCH_SIZE}')`, async () => {
    const rpc = client('/split')
    const count = JSON_RPC_BATCH_SIZE + 1
    const results = await Promise.all(
      Array.from({ length: count }, (_, index) => rpc.request({ method: 'echo', params: [index] })),
    )
    expect(results).toEqual(Array.from({ length: count }, (_, index) => index))
    expect(bodiesOf('/split').map((body) => (Array.isArray(body) ? body.length : 1))).toEqual([
      JSON_RPC_BATCH_SIZE,
      1,
    ])
  })

  it('honours a smaller batch size and can turn batching off', async () => {
    const small = client('/small', { batch: { size: 2 } })
    await Promise.all([1, 2, 3, 4, 5].map((n) => small.request({ method: 'echo', params: [n] })))
    expect(bodiesOf('/small').map((body) => (Array.isArray(body) ? body.length : 1))).toEqual([
      2, 2, 1,
    ])
    const unbatched = client('/unbatched', { batch: false })
    await Promise.all([1, 2].map((n) => unbatched.request({ method: 'echo', params: [n] })))
    expect(bodiesOf('/unbatched').every((body) => !Array.isArray(body))).toBe(true)
    expect(bodiesOf('/unbatched')).toHaveLength(2)
  })

  it('rejects the call whose response is missing and resolves the others', async () => {
    const rpc = client('/missing')
    const [kept, skipped] = await Promise.allSettled([
      rpc.request({ method: 'echo', params: ['kept'] }),
      rpc.request({ method: 'skip' }),
    ])
    expect(kept).toEqual({ status: 'fulfilled', value: 'kept' })
    expect(skipped.status).toBe('rejected')
    const error = (skipped as PromiseRejectedResult).reason as RpcError
    expect(error).toBeInstanceOf(RpcError)
    expect(error.category).toBe('RPC_ERROR')
    expect(error.shortMessage).toBe('No response was received for JSON-RPC request 2.')
  })

  it('maps error responses to typed errors (provider codes and node messages)', async () => {
    const rpc = client('/errors')
    const [rejected, nonce] = await Promise.allSettled([
      rpc.request({ method: 'reject' }),
      rpc.request({ method: 'nonce' }),
    ])
    expect((rejected as PromiseRejectedResult).reason).toBeInstanceOf(UserRejectedRequestError)
    expect((nonce as PromiseRejectedResult).reason).toBeInstanceOf(NonceTooLowError)
  })

  it('rejects every call of a batch the node refused as a whole (id null)', async () => {
    const rpc = client('/refuse')
    const results = await Promise.allSettled([
      rpc.request({ method: 'echo' }),
      rpc.request({ method: 'echo' }),
    ])
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ParseRpcError)
    }
  })

  it('retries a batch on HTTP 503 and reports attempts and batch size to the observer', async () => {
    const finished: RequestFinishedInfo[] = []
    const rpc = client('/flaky', { observer: { finished: (info) => finished.push(info) } })
    await expect(
      Promise.all([rpc.request({ method: 'echo', params: [1] }), rpc.request({ method: 'echo' })]),
    ).resolves.toEqual([1, null])
    expect(bodiesOf('/flaky')).toHaveLength(2)
    expect(finished).toHaveLength(1)
    expect(finished[0]).toMatchObject({
      kind: 'json-rpc',
      method: 'POST',
      url: `${server.url}/flaky`,
      batchSize: 2,
      rpcMethods: ['echo', 'echo'],
      attempts: 2,
      status: 200,
      ok: true,
    })
  })

  it(`retries ${JSON_RPC_RETRY_POLICY.retries} times by default, then rejects every call with the HTTP failure`, async () => {
    const rpc = client('/always-502')
    const results = await Promise.allSettled([
      rpc.request({ method: 'echo' }),
      rpc.request({ method: 'echo' }),
    ])
    for (const result of results) {
      const error = (result as PromiseRejectedResult).reason as HttpRequestError
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error.status).toBe(502)
    }
    expect(bodiesOf('/always-502')).toHaveLength(JSON_RPC_RETRY_POLICY.retries + 1)
  })

  it(`times out (default ${JSON_RPC_TIMEOUT_MS} ms, shortened here) with the spec's message`, async () => {
    const error = await client('/slow', { timeoutMs: 50 })
      .request({ method: 'echo' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).message).toBe('The request took too long to respond.')
  })

  it('fails closed on malformed JSON and on a result of the wrong shape', async () => {
    const malformed = await client('/malformed')
      .request({ method: 'echo' })
      .catch((e: unknown) => e)
    expect((malformed as AppKitError).category).toBe('VALIDATION_ERROR')
    expect((malformed as AppKitError).shortMessage).toContain(`${server.url}/malformed`)

    const wrongShape = await client('/shape')
      .request({ method: 'echo', params: [42], schema: Schema.String })
      .catch((e: unknown) => e)
    expect(wrongShape).toBeInstanceOf(AppKitError)
    expect((wrongShape as AppKitError).category).toBe('VALIDATION_ERROR')
    expect((wrongShape as AppKitError).shortMessage).toBe(
      `Invalid data received from ${server.url}/shape (echo).`,
    )
    await expect(
      client('/shape').request({ method: 'echo', params: ['0x1'], schema: Schema.String }),
    ).resolves.toBe('0x1')
  })

  it('an aborted call leaves its batch; the other calls are still sent', async () => {
    const rpc = client('/abort-queued')
    const controller = new AbortController()
    const aborted = rpc.request({ method: 'echo', params: ['x'], signal: controller.signal })
    const kept = rpc.request({ method: 'echo', params: ['y'] })
    controller.abort()
    await expect(aborted).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(kept).resolves.toBe('y')
    expect(bodiesOf('/abort-queued')).toEqual([
      { jsonrpc: '2.0', id: 2, method: 'echo', params: ['y'] },
    ])
  })

  it('aborts a call in flight with RequestAbortedError and never retries it', async () => {
    const rpc = client('/slow-abort')
    const controller = new AbortController()
    const pending = rpc.request({ method: 'echo', signal: controller.signal })
    await sleep(40)
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as AppKitError).message).toBe('Request was aborted')
    await sleep(300)
    expect(bodiesOf('/slow-abort')).toHaveLength(1)
    await expect(
      rpc.request({ method: 'echo', signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
  })
})
