import { mainnet } from '@appkit/eip155/networks'
import type { ConnectedInfo, ConnectRequest } from '@appkit/kernel'
import { createBenchKit } from './createBenchKit.js'
import { type OpsResult, timeOps } from './timeOps.js'

export interface HookDispatchResult {
  /** `kit.hooks.connected.call(info)` with 3 taps (a SyncHook). */
  syncCall3Taps: OpsResult
  /** `kit.hooks.beforeConnect.promise(request)` with 3 tapPromise taps (an AsyncSeriesHook). */
  asyncSeriesPromise3Taps: OpsResult
}

/** Dispatch rate of the kernel's CSP-safe hooks, each with three taps that do a little work. */
export async function benchHookDispatch(minMs?: number): Promise<HookDispatchResult> {
  const kit = createBenchKit()
  let seen = 0
  for (const name of ['a', 'b', 'c']) {
    kit.hooks.connected.tap(name, (info) => {
      seen += info.connection.accounts.length
    })
    kit.hooks.beforeConnect.tapPromise(name, async (request) => {
      seen += request.connectorId.length
    })
  }
  const info: ConnectedInfo = {
    namespace: 'eip155',
    connection: {
      connectorId: 'bench',
      accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
      caipNetwork: mainnet,
    },
  }
  const request: ConnectRequest = { connectorId: 'bench', namespace: 'eip155' }
  const options = minMs === undefined ? {} : { minMs }
  const syncCall3Taps = await timeOps(() => kit.hooks.connected.call(info), options)
  const asyncSeriesPromise3Taps = await timeOps(
    () => kit.hooks.beforeConnect.promise(request),
    options,
  )
  kit.destroy()
  if (seen === 0) throw new Error('benchHookDispatch: the taps never ran')
  return { syncCall3Taps, asyncSeriesPromise3Taps }
}
