import { benchHookDispatch, type HookDispatchResult } from './benchHookDispatch.js'
import { benchRouter } from './benchRouter.js'
import { benchRpcBatching, type RpcBatchingResult } from './benchRpcBatching.js'
import type { OpsResult } from './timeOps.js'

export interface HotPaths {
  hooks: HookDispatchResult
  /** push + goBack, counted as two operations. */
  router: OpsResult
  rpcBatching: RpcBatchingResult | { failed: string }
}

/** Every hot path, in this runtime (Node or the hotpaths page in Chromium). */
export async function runHotPaths(rpcUrl: string, rpcCalls = 10_000): Promise<HotPaths> {
  const hooks = await benchHookDispatch()
  const router = await benchRouter()
  const rpcBatching = await benchRpcBatching(rpcUrl, rpcCalls).catch((error: unknown) => ({
    failed: error instanceof Error ? error.message : String(error),
  }))
  return { hooks, router, rpcBatching }
}
