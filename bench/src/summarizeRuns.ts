import type { AppRun } from './browser/measureAppRun.js'
import { median } from './median.js'

export interface AppRunSummary {
  runs: number
  buttonVisibleMs: number
  clickToListMs: number | undefined
  clickEarlyToListMs: number | undefined
  heapAfterLoadBytes: number
  /** Heap after all cycles minus heap after the first (both after a full GC). */
  heapGrowthBytes: number | undefined
  cycleMs: number | undefined
  requestsBeforeClick: number
  requestsBeforeClickOtherOrigins: number
}

const optionalMedian = (values: readonly (number | undefined)[]) => {
  const defined = values.filter((value): value is number => value !== undefined)
  return defined.length ? median(defined) : undefined
}

/** Medians over an app's runs. */
export function summarizeRuns(runs: readonly AppRun[]): AppRunSummary {
  return {
    runs: runs.length,
    buttonVisibleMs: median(runs.map((run) => run.buttonVisibleMs)),
    clickToListMs: optionalMedian(runs.map((run) => run.clickToListMs)),
    clickEarlyToListMs: optionalMedian(runs.map((run) => run.clickEarlyToListMs)),
    heapAfterLoadBytes: median(runs.map((run) => run.heapAfterLoadBytes)),
    heapGrowthBytes: optionalMedian(
      runs.map((run) =>
        run.heapAfterCyclesBytes === undefined || run.heapAfterFirstCycleBytes === undefined
          ? undefined
          : run.heapAfterCyclesBytes - run.heapAfterFirstCycleBytes,
      ),
    ),
    cycleMs: optionalMedian(runs.map((run) => run.cycleMs)),
    requestsBeforeClick: median(runs.map((run) => run.requestsBeforeClick.total)),
    requestsBeforeClickOtherOrigins: median(
      runs.map((run) => run.requestsBeforeClick.otherOrigins),
    ),
  }
}
