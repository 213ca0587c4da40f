import type { BenchResults } from './BenchResults.js'
import { isFailed } from './BenchResults.js'
import type { AllWalletsRun } from './browser/measureAllWallets.js'
import { formatHookDispatch } from './formatHookDispatch.js'
import { kib, mib, ms, rate, ratio } from './formatNumbers.js'
import { formatTable, type TableRow } from './formatTable.js'
import type { HotPaths } from './hotpaths/runHotPaths.js'
import { median } from './median.js'
import { printClickTargets } from './printClickTargets.js'
import { printLocaleChunks } from './printLocaleChunks.js'
import { printOurSizes } from './printOurSizes.js'
import { printWagmiVersions } from './printWagmiVersions.js'

type Cell = number | undefined

const numberOrUndefined = (cell: Cell | { failed: string }) =>
  typeof cell === 'number' ? cell : undefined

/**
 * One table row: our figure, then each other app's with the ratio ours ÷ theirs; the wagmi
 * peers' also with [ours + wagmi ÷ theirs], the two apps on the same footing.
 */
function compareRow(
  label: string,
  results: BenchResults,
  value: (app: string) => Cell | { failed: string },
  format: (value: number) => string,
): TableRow {
  const ours = numberOrUndefined(value(results.apps[0]!.name))
  const oursOnWagmi = results.apps.find((app) => app.kind === 'ours' && app.onWagmi)
  const oursWagmi = oursOnWagmi ? numberOrUndefined(value(oursOnWagmi.name)) : undefined
  const cells = results.apps.map((app, index) => {
    const cell = value(app.name)
    if (isFailed(cell)) return `failed: ${cell.failed.slice(0, 40)}`
    if (cell === undefined) return '—'
    if (index === 0) return format(cell)
    const onWagmi = app.kind === 'peer' && app.onWagmi ? ratio(oursWagmi, cell) : ''
    return `${format(cell)} ${ratio(ours, cell)}${onWagmi ? ` [${onWagmi}]` : ''}`.trim()
  })
  return [label, ...cells]
}

const hooksOf = (hot: HotPaths | { failed: string }) => (isFailed(hot) ? hot : hot.hooks)

function hotPathRows(label: string, hot: HotPaths | { failed: string }): TableRow {
  if (isFailed(hot)) return [label, `failed: ${hot.failed}`]
  const rpc = isFailed(hot.rpcBatching)
    ? `failed: ${hot.rpcBatching.failed}`
    : `${rate(hot.rpcBatching.callsPerSecond)} (${hot.rpcBatching.calls} calls in ${hot.rpcBatching.httpRequests} HTTP requests, ${ms(hot.rpcBatching.ms)} ms)`
  return [label, rate(hot.router.opsPerSecond), rpc]
}

/** The printed report: the comparison table, then our own figures. */
export function printReport(results: BenchResults): string {
  const { runs, cycles } = results.settings
  const size = (app: string) => results.sizes[app]
  const browser = (app: string) => results.browser[app]
  const fromSize =
    (pick: (s: { initialGzip: number; totalGzip: number; chunkCount: number }) => number) =>
    (app: string) => {
      const measured = size(app)
      return measured === undefined ? undefined : isFailed(measured) ? measured : pick(measured)
    }
  const fromBrowser =
    (
      pick: (
        s: NonNullable<Exclude<BenchResults['browser'][string], { failed: string }>>['summary'],
      ) => Cell,
    ) =>
    (app: string) => {
      const measured = browser(app)
      return measured === undefined
        ? undefined
        : isFailed(measured)
          ? measured
          : pick(measured.summary)
    }
  const header: TableRow = ['', ...results.apps.map((app) => app.label)]
  const rows: TableRow[] = [
    ['Size, gzip level 9 (KiB)'],
    compareRow(
      '  initial JS (before the first click)',
      results,
      fromSize((s) => s.initialGzip),
      kib,
    ),
    compareRow(
      '  total JS',
      results,
      fromSize((s) => s.totalGzip),
      kib,
    ),
    compareRow(
      '  JS chunks',
      results,
      fromSize((s) => s.chunkCount),
      String,
    ),
    compareRow(
      '  connect flow: JS beyond the initial load',
      results,
      (app) => {
        const flow = results.connectFlow[app]
        return flow === undefined ? undefined : isFailed(flow) ? flow : flow.afterClickGzip
      },
      kib,
    ),
    [`Chromium, median of ${runs} runs`],
    compareRow(
      '  Connect button visible (ms)',
      results,
      fromBrowser((s) => s.buttonVisibleMs),
      ms,
    ),
    compareRow(
      '  click to wallet list, page idle (ms)',
      results,
      fromBrowser((s) => s.clickToListMs),
      ms,
    ),
    compareRow(
      '  click to wallet list, as the button shows (ms)',
      results,
      fromBrowser((s) => s.clickEarlyToListMs),
      ms,
    ),
    compareRow(
      '  click to connected (ms)',
      results,
      (app) => {
        const flow = results.connectFlow[app]
        return flow === undefined ? undefined : isFailed(flow) ? flow : flow.clickToConnectedMs
      },
      ms,
    ),
    compareRow(
      '  JS heap after load (MiB)',
      results,
      fromBrowser((s) => s.heapAfterLoadBytes),
      mib,
    ),
    compareRow(
      `  heap growth, ${cycles} open/close (KiB)`,
      results,
      fromBrowser((s) => s.heapGrowthBytes),
      kib,
    ),
    compareRow(
      '  one open/close cycle (ms)',
      results,
      fromBrowser((s) => s.cycleMs),
      ms,
    ),
    compareRow(
      '  requests before the first click',
      results,
      fromBrowser((s) => s.requestsBeforeClick),
      String,
    ),
    compareRow(
      '    of which to other origins',
      results,
      fromBrowser((s) => s.requestsBeforeClickOtherOrigins),
      String,
    ),
  ]
  const sections = [
    `AppKit bench, ${results.date} (Node ${results.machine.node}, Chromium ${results.machine.chromium}, ${results.machine.cpus} CPUs)`,
    '×: ours ÷ theirs (below 1: ours is smaller or faster); [×]: ours + wagmi ÷ theirs, for the peers (all on wagmi). React, React DOM and viem: one copy, the same versions, for every app.',
    printWagmiVersions(results),
    '',
    formatTable(header, rows),
    ...printClickTargets(results),
  ]

  const origins: string[] = []
  for (const app of results.apps) {
    const measured = browser(app.name)
    if (!measured || isFailed(measured)) continue
    const byOrigin: Record<string, number[]> = {}
    for (const run of measured.runs) {
      for (const [origin, count] of Object.entries(run.requestsBeforeClick.byOrigin)) {
        byOrigin[origin] = [...(byOrigin[origin] ?? []), count]
      }
    }
    const list = Object.entries(byOrigin)
      .map(([origin, counts]) => `${origin} ×${median(counts)}`)
      .join(', ')
    origins.push(`  ${app.label}: ${list || 'none'}`)
  }
  sections.push(
    '',
    'Other origins contacted before the first click (median count a run):',
    ...origins,
  )

  sections.push(...printOurSizes(results))
  if (results.localeChunks) sections.push(...printLocaleChunks(results.localeChunks))
  if (results.connectFlowStatic) {
    const browserFlow = results.connectFlow[results.apps[0]!.name]
    const staticFiles = new Set(results.connectFlowStatic.files)
    const agree =
      browserFlow &&
      !isFailed(browserFlow) &&
      browserFlow.files.length === staticFiles.size &&
      browserFlow.files.every((file) => staticFiles.has(file))
    sections.push(
      `  connect flow, from the build (CONNECT_FLOW_MODULES): ${kib(results.connectFlowStatic.afterClickGzip)} KiB in ${staticFiles.size} chunks; ` +
        (browserFlow && !isFailed(browserFlow)
          ? agree
            ? 'the same chunks Chromium fetched'
            : `Chromium fetched ${browserFlow.files.length} chunks (${kib(browserFlow.afterClickGzip)} KiB): update CONNECT_FLOW_MODULES`
          : 'not checked in Chromium') +
        (results.connectFlowStatic.missing.length
          ? `; missing modules: ${results.connectFlowStatic.missing.join(', ')}`
          : ''),
    )
  }

  sections.push(
    '',
    formatTable(
      [
        'Our hot paths',
        'router push/goBack',
        `JSON-RPC batching (${results.settings.rpcCalls} calls)`,
      ],
      [
        hotPathRows('  Node', results.hotPaths.node),
        hotPathRows('  Chromium', results.hotPaths.chromium),
      ],
    ),
    '',
    formatHookDispatch(hooksOf(results.hotPaths.node), hooksOf(results.hotPaths.chromium)),
  )

  const wallets = results.allWallets
  if (isFailed(wallets)) sections.push('', `AllWallets: failed: ${wallets.failed}`)
  else {
    const walletRuns = wallets.runs
    const m = (pick: (run: AllWalletsRun) => number | undefined) =>
      median(walletRuns.map(pick).filter((value): value is number => value !== undefined))
    sections.push(
      '',
      formatTable(
        [`AllWallets, ${results.settings.wallets} wallets (median of ${walletRuns.length})`, 'ms'],
        [
          ['  search: last keystroke to updated list', ms(m((run) => run.searchMs))],
          [
            '    debounce and dispatch (to request start)',
            ms(m((run) => run.searchBeforeRequestMs)),
          ],
          ['    search request', ms(m((run) => run.searchRequestMs))],
          ['    response to updated list', ms(m((run) => run.searchAfterResponseMs))],
          ['  scroll while loading: median frame', ms(m((run) => run.scrollLoading.medianMs))],
          ['    p95 frame', ms(m((run) => run.scrollLoading.p95Ms))],
          ['    frames over 25 ms', String(m((run) => run.scrollLoading.longFrames))],
          ['  scroll, all loaded: median frame', ms(m((run) => run.scrollLoaded.medianMs))],
          ['    p95 frame', ms(m((run) => run.scrollLoaded.p95Ms))],
          ['    frames over 25 ms', String(m((run) => run.scrollLoaded.longFrames))],
          [
            '  every wallet loaded by the scroll',
            walletRuns.every((run) => run.allLoaded) ? 'yes' : 'no',
          ],
        ],
      ),
    )
  }
  return sections.join('\n')
}
