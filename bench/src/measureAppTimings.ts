import type { Browser } from 'playwright-core'
import type { BenchApp } from './BENCH_APPS.js'
import type { BenchResults, ConnectFlowResult, Outcome } from './BenchResults.js'
import { type AppRun, measureAppRun } from './browser/measureAppRun.js'
import { measureConnectFlow } from './browser/measureConnectFlow.js'
import { measureEarlyClick } from './browser/measureEarlyClick.js'
import { errorText } from './errorText.js'
import type { BuildSizes } from './measureBuildSizes.js'
import { median } from './median.js'
import { stripQuery } from './stripQuery.js'
import { summarizeRuns } from './summarizeRuns.js'

export interface AppTimingsOptions {
  apps: readonly BenchApp[]
  /** The page to load for an app; undefined when it did not build. */
  pageUrl: (name: string) => string | undefined
  sizeOf: ReadonlyMap<string, BuildSizes>
  runs: number
  cycles: number
  log: (line: string) => void
}

async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return await run()
  } catch (error) {
    return { failed: errorText(error) }
  }
}

/**
 * The Chromium timings of every app, `runs` rounds with the order rotating: load, idle click to
 * the wallet list and open/close cycles (measureAppRun), an early click (measureEarlyClick), and
 * the injected-wallet connect flow (measureConnectFlow). Medians over the rounds.
 */
export async function measureAppTimings(
  browser: Browser,
  options: AppTimingsOptions,
): Promise<Pick<BenchResults, 'browser' | 'connectFlow'>> {
  const { apps, pageUrl, sizeOf, runs, cycles, log } = options
  const appRuns = new Map<string, AppRun[]>()
  const flows = new Map<
    string,
    { clickToConnectedMs: number; files: string[]; others: string[] }[]
  >()
  const failures = new Map<string, string>()
  const fail = (name: string, label: string, failed: string) => {
    log(`${name} ${label} failed: ${failed}`)
    failures.set(name, failed)
  }

  for (let round = 0; round < runs; round++) {
    const order = apps.map((_, i) => apps[(i + round) % apps.length]!)
    for (const app of order) {
      const url = pageUrl(app.name)
      if (!url || failures.has(app.name)) continue
      log(`round ${round + 1}/${runs}: ${app.name}`)
      const run = await attempt(async () => {
        const measured = await measureAppRun(browser, url, { hasModal: app.hasModal, cycles })
        if (app.hasModal) measured.clickEarlyToListMs = await measureEarlyClick(browser, url)
        return measured
      })
      if ('failed' in run) {
        fail(app.name, `run ${round + 1}`, run.failed)
        continue
      }
      appRuns.set(app.name, [...(appRuns.get(app.name) ?? []), run])
      if (!app.hasModal) continue
      const flow = await attempt(() =>
        measureConnectFlow(browser, url, { connectedText: app.connectedText }),
      )
      if ('failed' in flow) {
        fail(app.name, `connect flow ${round + 1}`, flow.failed)
        continue
      }
      const origin = new URL(url).origin
      const initial = new Set(sizeOf.get(app.name)?.initialFiles ?? [])
      flows.set(app.name, [
        ...(flows.get(app.name) ?? []),
        {
          clickToConnectedMs: flow.clickToConnectedMs,
          files: flow.jsFetched.filter((file) => !initial.has(file)),
          others: flow.requestsAfterClick
            .filter((request) => new URL(request.url).origin !== origin)
            .map((request) => stripQuery(request.url)),
        },
      ])
    }
  }

  const browserResults: BenchResults['browser'] = {}
  const connectFlow: BenchResults['connectFlow'] = {}
  for (const app of apps) {
    const failed = failures.get(app.name)
    const done = appRuns.get(app.name)
    browserResults[app.name] = failed
      ? { failed }
      : done
        ? { summary: summarizeRuns(done), runs: done }
        : { failed: 'not run' }
    if (!app.hasModal) continue
    const measured = flows.get(app.name)
    const sizes = sizeOf.get(app.name)
    const first = measured?.[0]
    connectFlow[app.name] =
      failed || !measured || !first || !sizes
        ? { failed: failed ?? 'not run' }
        : ({
            afterClickGzip: first.files.reduce(
              (sum, file) => sum + (sizes.gzipByFile[file] ?? 0),
              0,
            ),
            files: first.files,
            clickToConnectedMs: median(measured.map((flow) => flow.clickToConnectedMs)),
            clickToConnectedRunsMs: measured.map((flow) => flow.clickToConnectedMs),
            otherOriginRequests: first.others,
          } satisfies ConnectFlowResult)
  }
  return { browser: browserResults, connectFlow }
}
