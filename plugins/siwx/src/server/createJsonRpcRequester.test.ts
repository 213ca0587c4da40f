import { describe, expect, it } from 'vitest'
import { createJsonRpcRequester } from './createJsonRpcRequester.js'

/** A node that answers each JSON-RPC call with `answer`, recording what it was asked. */
function fakeNode(answer: (call: { method: string; params: unknown }) => unknown) {
  const calls: { method: string; params: unknown }[] = []
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown }
    calls.push({ method: call.method, params: call.params })
    return Response.json({ jsonrpc: '2.0', id: call.id, ...(answer(call) as object) })
  }
  return { calls, fetch }
}

describe('createJsonRpcRequester', () => {
  it('posts a JSON-RPC 2.0 call and resolves with its result', async () => {
    const node = fakeNode(() => ({ result: '0x1' }))
    const requester = createJsonRpcRequester('https://rpc.example', { fetch: node.fetch })
    expect(await requester.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(node.calls).toEqual([{ method: 'eth_chainId', params: [] }])
  })

  it('throws a JSON-RPC error with its code and data, as EIP-1193 providers do', async () => {
    const node = fakeNode(() => ({ error: { code: 3, message: 'execution reverted', data: '0x' } }))
    const requester = createJsonRpcRequester('https://rpc.example', { fetch: node.fetch })
    await expect(requester.request({ method: 'eth_call', params: [] })).rejects.toMatchObject({
      message: 'execution reverted',
      code: 3,
      data: '0x',
    })
  })

  it('throws on an answer that is not JSON-RPC', async () => {
    const requester = createJsonRpcRequester('https://rpc.example', {
      fetch: async () => new Response('bad gateway', { status: 502 }),
    })
    await expect(requester.request({ method: 'eth_chainId' })).rejects.toThrow(/eth_chainId failed/)
  })
})
