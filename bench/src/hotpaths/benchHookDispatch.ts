import { createBenchKit } from './createBenchKit.js'
import { HOOK_BENCH_CASES } from './HOOK_BENCH_CASES.js'
import { type OpsResult, timeOps } from './timeOps.js'

export interface HookDispatchFigures {
  kind: string
  call: string
  /** The kernel's CSP-safe hook. */
  ours: OpsResult
  /** tapable's hook of the same kind, its call generated with `new Function`. */
  tapable: OpsResult
}

export type HookDispatchResult = readonly HookDispatchFigures[]

const best = (a: OpsResult | undefined, b: OpsResult) =>
  a && a.opsPerSecond >= b.opsPerSecond ? a : b

/**
 * Dispatch rate of each hook kind the kernel uses, three taps doing a little work, beside
 * tapable's generated code for the same kind and taps (which a strict CSP would forbid). Each
 * side is timed twice, in alternating order, and keeps its better figure: whichever runs first
 * would otherwise also pay for the engine optimising the shared promise machinery.
 */
export async function benchHookDispatch(minMs?: number): Promise<HookDispatchResult> {
  const options = minMs === undefined ? {} : { minMs }
  const figures: HookDispatchFigures[] = []
  for (const benchCase of HOOK_BENCH_CASES) {
    const kit = createBenchKit()
    const sink = { seen: 0 }
    const runOurs = benchCase.ours(kit, sink) as () => void
    const runTapable = benchCase.tapable(sink) as () => void
    let ours: OpsResult | undefined
    let tapable: OpsResult | undefined
    ours = best(ours, await timeOps(runOurs, options))
    tapable = best(tapable, await timeOps(runTapable, options))
    tapable = best(tapable, await timeOps(runTapable, options))
    ours = best(ours, await timeOps(runOurs, options))
    kit.destroy()
    if (sink.seen === 0) throw new Error(`benchHookDispatch: the ${benchCase.kind} taps never ran`)
    figures.push({ kind: benchCase.kind, call: benchCase.call, ours, tapable })
  }
  return figures
}
