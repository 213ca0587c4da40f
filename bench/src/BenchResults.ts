import type { AllWalletsRun } from './browser/measureAllWallets.js'
import type { AppRun } from './browser/measureAppRun.js'
import type { BudgetCheck } from './checkBudget.js'
import type { HotPaths } from './hotpaths/runHotPaths.js'
import type { LocaleChunkSizes } from './localeChunkSizes.js'
import type { BuildSizes } from './measureBuildSizes.js'
import type { ModuleShare, PackageShare } from './moduleBreakdown.js'
import type { SignInFigures } from './runSignInBench.js'
import type { AppRunSummary } from './summarizeRuns.js'

export type Failed = { failed: string }
export type Outcome<T> = T | Failed

export const isFailed = (value: unknown): value is Failed =>
  typeof value === 'object' && value !== null && 'failed' in value

export interface ConnectFlowResult {
  /**
   * JS gzip the connect flow fetched beyond the page's initial files, per the browser: after
   * the click, or before it when the app warms its modal once the page is idle.
   */
  afterClickGzip: number
  files: string[]
  /** Median of `clickToConnectedRunsMs`. */
  clickToConnectedMs: number
  clickToConnectedRunsMs: number[]
  /** Other-origin requests after the click (query strings dropped). */
  otherOriginRequests: string[]
}

export interface BenchResults {
  date: string
  machine: { node: string; chromium: string; cpus: number; platform: string }
  settings: { runs: number; cycles: number; wallets: number; rpcCalls: number }
  versions: Record<string, string>
  apps: { name: string; label: string; kind: string; onWagmi: boolean }[]
  sizes: Record<string, Outcome<Omit<BuildSizes, 'gzipByFile'> & { buildMs: number }>>
  /** For each wagmi app built: the versions of WAGMI_PACKAGES it bundles, one per copy. */
  wagmiVersions: Record<string, Record<string, string[]>>
  ourVariants: {
    name: string
    label: string
    initialGzip: number
    totalGzip: number
    addsInitialGzip: number | undefined
    addsTotalGzip: number | undefined
  }[]
  ourInitial: { packages: PackageShare[]; modules: ModuleShare[] } | undefined
  /** Each locale's catalog chunks (issue 24 item 4). */
  localeChunks?: LocaleChunkSizes | undefined
  budgets: BudgetCheck[]
  connectFlowStatic: { files: string[]; afterClickGzip: number; missing: string[] } | undefined
  connectFlow: Record<string, Outcome<ConnectFlowResult>>
  browser: Record<string, Outcome<{ summary: AppRunSummary; runs: AppRun[] }>>
  allWallets: Outcome<{ runs: AllWalletsRun[] }>
  hotPaths: { node: Outcome<HotPaths>; chromium: Outcome<HotPaths> }
  /** The sign-in server's throughput (issue 26). */
  signIns: Outcome<SignInFigures>
}
