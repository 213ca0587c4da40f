import { isFailed } from './BenchResults.js'
import { rate, ratio } from './formatNumbers.js'
import { formatTable, type TableRow } from './formatTable.js'
import type { HookDispatchResult } from './hotpaths/benchHookDispatch.js'

type Runtime = HookDispatchResult | { failed: string }

/**
 * Hook dispatch per kind, ours beside tapable's generated code, in Node and in Chromium; the
 * ratio is ours ÷ tapable (the target is at least ×0.50).
 */
export function formatHookDispatch(node: Runtime, chromium: Runtime): string {
  const cells = (runtime: Runtime, kind: string): string[] => {
    if (isFailed(runtime)) return [`failed: ${runtime.failed.slice(0, 40)}`, '', '']
    const figures = runtime.find((entry) => entry.kind === kind)
    if (!figures) return ['—', '—', '']
    const ours = figures.ours.opsPerSecond
    const theirs = figures.tapable.opsPerSecond
    return [rate(ours), rate(theirs), ratio(ours, theirs)]
  }
  const kinds = [node, chromium].find((runtime) => !isFailed(runtime)) as
    | HookDispatchResult
    | undefined
  const rows: TableRow[] = (kinds ?? []).map(({ kind, call }) => [
    `  ${kind} (${call})`,
    ...cells(node, kind),
    ...cells(chromium, kind),
  ])
  return formatTable(
    [
      'Hook dispatch, 3 taps',
      'Node: ours',
      'tapable',
      'ratio',
      'Chromium: ours',
      'tapable',
      'ratio',
    ],
    rows,
  )
}
