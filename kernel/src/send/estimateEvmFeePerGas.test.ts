import { afterEach, describe, expect, it } from 'vitest'
import { createJsonRpcClient } from '../pipelines/createJsonRpcClient.js'
import { sendJson, startTestServer, type TestServer } from '../pipelines/testing/startTestServer.js'
import { BASE_FEE_MULTIPLIER, estimateEvmFeePerGas } from './estimateEvmFeePerGas.js'

const servers: TestServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

interface RpcCall {
  id: number
  method: string
}

/**
 * A loopback JSON-RPC node answering each method from `answers` (a missing one is the node's
 * -32601 'Method not found'), single or batched, over the kit's own JSON-RPC pipeline.
 */
async function node(answers: Record<string, unknown>) {
  const methods: string[] = []
  const server = await startTestServer((request, response) => {
    const body = JSON.parse(request.body) as RpcCall | RpcCall[]
    const answer = ({ id, method }: RpcCall) => {
      methods.push(method)
      return method in answers
        ? { jsonrpc: '2.0', id, result: answers[method] }
        : { jsonrpc: '2.0', id, error: { code: -32601, message: `Method ${method} not found` } }
    }
    sendJson(response, 200, Array.isArray(body) ? body.map(answer) : answer(body))
  })
  servers.push(server)
  const client = createJsonRpcClient({ url: server.url, retry: { retries: 0 } })
  const read = (method: string, params: unknown[]) => client.request({ method, params })
  return { read, methods }
}

const GWEI = 1_000_000_000n

describe('estimateEvmFeePerGas (the fee per gas the Max amount leaves), over a loopback node', () => {
  it("viem's default base fee multiplier is 1.2", () => {
    expect(Number(BASE_FEE_MULTIPLIER.numerator) / Number(BASE_FEE_MULTIPLIER.denominator)).toBe(
      1.2,
    )
  })

  it('EIP-1559 (latest block has baseFeePerGas): maxFeePerGas = baseFee * 1.2 + eth_maxPriorityFeePerGas', async () => {
    const { read, methods } = await node({
      eth_getBlockByNumber: { number: '0x5', baseFeePerGas: '0x342770c0' }, // 0.875 gwei
      eth_maxPriorityFeePerGas: '0x3b9aca00', // 1 gwei
      eth_gasPrice: '0x6fc23ac0', // 1.875 gwei: what legacy pricing would have used
    })
    expect(await estimateEvmFeePerGas(read)).toBe((875_000_000n * 12n) / 10n + GWEI)
    expect(methods).toEqual(['eth_getBlockByNumber', 'eth_maxPriorityFeePerGas'])
  })

  it('a node without eth_maxPriorityFeePerGas (-32601): the tip is eth_gasPrice - baseFee', async () => {
    const { read } = await node({
      eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' }, // 1 gwei
      eth_gasPrice: '0x77359400', // 2 gwei
    })
    expect(await estimateEvmFeePerGas(read)).toBe((GWEI * 12n) / 10n + GWEI)
  })

  it('a legacy chain (no baseFeePerGas): eth_gasPrice * 1.2', async () => {
    const { read, methods } = await node({
      eth_getBlockByNumber: { number: '0x5' },
      eth_gasPrice: '0x3b9aca00',
    })
    expect(await estimateEvmFeePerGas(read)).toBe((GWEI * 12n) / 10n)
    expect(methods).not.toContain('eth_maxPriorityFeePerGas')
  })

  it('a malformed base fee is refused rather than guessed', async () => {
    const { read } = await node({ eth_getBlockByNumber: { baseFeePerGas: 7 } })
    await expect(estimateEvmFeePerGas(read)).rejects.toThrowError(
      'Invalid eth_getBlockByNumber baseFeePerGas result: 7',
    )
  })
})
