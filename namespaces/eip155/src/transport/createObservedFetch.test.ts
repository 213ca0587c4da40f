import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpRequestError, UserRejectedRequestError } from '@appkit/kernel'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordRequests } from '../testing/recordRequests.js'
import { createObservedFetch } from './createObservedFetch.js'

let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/fail') {
      response.writeHead(503, { 'content-type': 'application/json' })
      response.end('{"error":"busy"}')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      request.url === '/rpc-error'
        ? '{"jsonrpc":"2.0","id":1,"error":{"code":4001,"message":"no"}}'
        : '{"jsonrpc":"2.0","id":1,"result":"0x1"}',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function observe() {
  const { started, finished, requestObserver } = recordRequests()
  let id = 0
  const fetch = createObservedFetch({
    nextId: () => ++id,
    observer: requestObserver('eip155:1'),
  })
  return { fetch, started, finished }
}

const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })

describe('createObservedFetch: each RPC call reported to the kit', () => {
  it('reports the start and the end of a call, paired by id', async () => {
    const { fetch, started, finished } = observe()
    const response = await fetch(`${baseUrl}/ok`, { method: 'POST', body })
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' })
    expect(started).toEqual([
      {
        id: 1,
        kind: 'json-rpc',
        method: 'POST',
        url: `${baseUrl}/ok`,
        body: JSON.parse(body),
        batchSize: 1,
        rpcMethods: ['eth_chainId'],
        source: 'eip155:1',
      },
    ])
    expect(finished[0]).toMatchObject({ id: 1, ok: true, status: 200, attempts: 1 })
    expect(finished[0]?.durationMs).toBeGreaterThanOrEqual(0)
  })

  it('reports an HTTP failure with its status and body', async () => {
    const { fetch, finished } = observe()
    await fetch(`${baseUrl}/fail`, { method: 'POST', body })
    expect(finished[0]).toMatchObject({ ok: false, status: 503 })
    expect(finished[0]?.error).toBeInstanceOf(HttpRequestError)
    expect(finished[0]?.error).toMatchObject({ status: 503, body: { error: 'busy' } })
  })

  it('reports a JSON-RPC error inside a 200 response as not ok, with its typed error', async () => {
    const { fetch, finished } = observe()
    await fetch(`${baseUrl}/rpc-error`, { method: 'POST', body })
    expect(finished[0]).toMatchObject({ ok: false, status: 200 })
    expect(finished[0]?.error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('reports a call that got no response (connection refused), then rethrows', async () => {
    const { fetch, started, finished } = observe()
    await expect(fetch('http://127.0.0.1:1/', { method: 'POST', body })).rejects.toThrow()
    expect(started).toHaveLength(1)
    expect(finished[0]).toMatchObject({ id: 1, ok: false, status: undefined })
    expect(finished[0]?.error).toBeInstanceOf(HttpRequestError)
  })

  it('an observer that throws does not break the call', async () => {
    const fetch = createObservedFetch({
      nextId: () => 1,
      observer: {
        started: () => {
          throw new Error('observer bug')
        },
      },
    })
    const response = await fetch(`${baseUrl}/ok`, { method: 'POST', body })
    expect(response.status).toBe(200)
  })
})
