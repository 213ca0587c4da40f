import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from './createApiServer.js'
import { readBody } from './http/readBody.js'

// A stand-in for the chain node (the proxy's upstream): answers each call with its method, so
// the test sees that the body read for fault matching was forwarded intact.
let node: Server
let api: ApiServer

beforeAll(async () => {
  node = createServer(async (req, res) => {
    const calls = JSON.parse((await readBody(req, 1 << 20)).toString('utf8'))
    const answer = (call: { id: number; method: string }) => ({
      jsonrpc: '2.0',
      id: call.id,
      result: call.method,
    })
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)))
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  const address = node.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  api = await createApiServer({
    port: 0,
    hostname: '127.0.0.1',
    projectIds: ['test-project'],
    features: [],
    allowedOrigins: [],
    wallets: [],
    assetImages: {},
    rpcUrls: new Map([['31337', `http://127.0.0.1:${port}`]]),
    getState: () => undefined,
  })
})

afterAll(async () => {
  await api.close()
  await new Promise<void>((resolve) => node.close(() => resolve()))
})

const call = (method: string, id = 1) => ({ jsonrpc: '2.0', id, method, params: [] })
const rpc = (body: unknown) =>
  fetch(`${api.url}/rpc/31337`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('RPC proxy faults by JSON-RPC method', () => {
  it("faults only the calls (or batches) naming 'rpcMethod', forwards the others intact, and logs the methods", async () => {
    await fetch(`${api.url}/emulator/faults`, {
      method: 'POST',
      body: JSON.stringify({
        path: '/rpc/31337',
        rpcMethod: 'eth_getTransactionReceipt',
        status: 503,
        times: 2,
      }),
    })
    const other = await rpc(call('eth_blockNumber'))
    expect(await other.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'eth_blockNumber' })
    const batch = await rpc([call('eth_chainId', 1), call('eth_getTransactionReceipt', 2)])
    expect(batch.status).toBe(503)
    expect((await rpc(call('eth_getTransactionReceipt'))).status).toBe(503)
    const served = await rpc([call('eth_chainId', 1), call('eth_getTransactionReceipt', 2)])
    expect(await served.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, result: 'eth_getTransactionReceipt' },
    ])
    const logged = (await (
      await fetch(
        `${api.url}/emulator/faults/requests?path=/rpc/31337&rpcMethod=eth_getTransactionReceipt`,
      )
    ).json()) as { count: number; requests: { rpcMethods: string[] }[] }
    expect(logged.count).toBe(3)
    expect(logged.requests[0]?.rpcMethods).toEqual(['eth_chainId', 'eth_getTransactionReceipt'])
  })
})
