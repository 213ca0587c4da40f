import type { BuiltApp } from './BuiltApp.js'
import { CONNECT_FLOW_MODULES } from './CONNECT_FLOW_MODULES.js'
import { chunksLoadedFor } from './chunksLoadedFor.js'
import { type BuildSizes, measureBuildSizes } from './measureBuildSizes.js'

export interface OurBudgetFigures {
  baseline: BuildSizes
  ours: BuildSizes
  /** Our initial JS gzip minus the baseline's (negative when ours is lighter). */
  initialAboveBaselineBytes: number
  /** Chunks the connect flow loads after the first click (not in the initial set). */
  connectFlowFiles: string[]
  connectFlowAfterClickBytes: number
  /** CONNECT_FLOW_MODULES entries no chunk contains (the list needs updating). */
  connectFlowMissing: string[]
}

/** The figures the size budgets check, from a build of the baseline and of our app. */
export function measureOurBudgetFigures(baseline: BuiltApp, ours: BuiltApp): OurBudgetFigures {
  const baselineSizes = measureBuildSizes(baseline)
  const ourSizes = measureBuildSizes(ours)
  const initial = new Set(ourSizes.initialFiles)
  const flow = chunksLoadedFor(ours, CONNECT_FLOW_MODULES)
  const connectFlowFiles = [...flow.files].filter((file) => !initial.has(file)).sort()
  return {
    baseline: baselineSizes,
    ours: ourSizes,
    initialAboveBaselineBytes: ourSizes.initialGzip - baselineSizes.initialGzip,
    connectFlowFiles,
    connectFlowAfterClickBytes: connectFlowFiles.reduce(
      (sum, file) => sum + (ourSizes.gzipByFile[file] ?? 0),
      0,
    ),
    connectFlowMissing: flow.missing,
  }
}
