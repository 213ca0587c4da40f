import { createBenchKit } from './createBenchKit.js'
import { type OpsResult, timeOps } from './timeOps.js'

/**
 * Router operations per second: `push('AllWallets')` then `goBack()` on an open modal, with
 * one `viewChanged` tap and one store subscriber listening, as the UI does.
 */
export async function benchRouter(minMs?: number): Promise<OpsResult> {
  const kit = createBenchKit()
  let changes = 0
  kit.hooks.viewChanged.tap('bench', () => {
    changes++
  })
  const unsubscribe = kit.router.store.subscribe(
    (state) => state.view,
    () => {
      changes++
    },
  )
  kit.router.open({ view: 'Connect' })
  const result = await timeOps(
    () => {
      kit.router.push('AllWallets')
      kit.router.goBack()
    },
    { opsPerRun: 2, ...(minMs === undefined ? {} : { minMs }) },
  )
  unsubscribe()
  kit.destroy()
  if (changes === 0) throw new Error('benchRouter: the router never changed view')
  return result
}
