import { Schema } from 'effect'
import { createBenchKit } from './createBenchKit.js'

export interface RpcBatchingResult {
  calls: number
  /** HTTP requests the calls went out in (1000 calls a batch). */
  httpRequests: number
  ms: number
  callsPerSecond: number
}

/**
 * JSON-RPC batching throughput: `calls` eth_chainId and eth_blockNumber calls made in one tick
 * through the kernel's batching client (`kit.rpcClient`), against a local chain.
 */
export async function benchRpcBatching(rpcUrl: string, calls = 10_000): Promise<RpcBatchingResult> {
  const kit = createBenchKit()
  let httpRequests = 0
  kit.hooks.requestStarted.tap('bench', () => {
    httpRequests++
  })
  const client = kit.rpcClient(rpcUrl, 'bench')
  // Warm-up: one small batch, so the connection is open and the code is compiled.
  await Promise.all(
    Array.from({ length: 10 }, () =>
      client.request({ method: 'eth_chainId', schema: Schema.String }),
    ),
  )
  httpRequests = 0
  const started = performance.now()
  const results = await Promise.all(
    Array.from({ length: calls }, (_, i) =>
      client.request({
        method: i % 2 === 0 ? 'eth_chainId' : 'eth_blockNumber',
        schema: Schema.String,
      }),
    ),
  )
  const ms = performance.now() - started
  kit.destroy()
  if (results.some((result) => !result.startsWith('0x'))) {
    throw new Error('benchRpcBatching: a call returned something other than a hex quantity')
  }
  return { calls, httpRequests, ms, callsPerSecond: (calls * 1000) / ms }
}
