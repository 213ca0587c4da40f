import { AsyncSeriesHook, SyncHook } from 'tapable'
import { type OpsResult, timeOps } from './timeOps.js'

export interface TapableReferenceResult {
  syncCall3Taps: OpsResult
  asyncSeriesPromise3Taps: OpsResult
}

/**
 * The same dispatch with tapable's own hooks, whose `call` is code generated with
 * `new Function`: a reference for the kernel's CSP-safe closures (which a strict
 * Content-Security-Policy requires; tapable's generated code does not run under one).
 */
export async function benchTapableReference(minMs?: number): Promise<TapableReferenceResult> {
  const sync = new SyncHook<[{ accounts: readonly unknown[] }]>(['info'])
  const series = new AsyncSeriesHook<[{ connectorId: string }]>(['request'])
  let seen = 0
  for (const name of ['a', 'b', 'c']) {
    sync.tap(name, (info) => {
      seen += info.accounts.length
    })
    series.tapPromise(name, async (request) => {
      seen += request.connectorId.length
    })
  }
  const info = { accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }
  const request = { connectorId: 'bench' }
  const options = minMs === undefined ? {} : { minMs }
  const syncCall3Taps = await timeOps(() => sync.call(info), options)
  const asyncSeriesPromise3Taps = await timeOps(() => series.promise(request), options)
  if (seen === 0) throw new Error('benchTapableReference: the taps never ran')
  return { syncCall3Taps, asyncSeriesPromise3Taps }
}
