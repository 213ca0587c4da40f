import { ALL_WALLETS_TARGETS } from './ALL_WALLETS_TARGETS.js'
import type { AllWalletsRun, FrameStats } from './browser/measureAllWallets.js'
import { formatTable, type TableRow } from './formatTable.js'
import { median } from './median.js'

const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(1)

/** One run on one line: both scrolls' p95 / max / long frames, then search timings. */
export function formatAllWalletsRun(run: AllWalletsRun): string {
  const frames = (stats: FrameStats) =>
    `p95 ${ms(stats.p95Ms)} max ${ms(stats.maxMs)} long ${stats.longFrames}/${stats.frames}`
  return [
    `loading: ${frames(run.scrollLoading)}`,
    `loaded: ${frames(run.scrollLoaded)}`,
    `search ${ms(run.searchMs)} (response to list ${ms(run.searchAfterResponseMs)})`,
    run.allLoaded ? 'all loaded' : 'NOT all loaded',
  ].join('; ')
}

function targetRow(label: string, value: number, target: number): TableRow {
  const ratio = value / target
  return [
    label,
    ms(value),
    `<= ${target}`,
    Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a',
    Number.isFinite(ratio) && ratio <= 1 ? 'pass' : 'over',
  ]
}

/** The medians of the runs beside issue 23's targets, as ratios with pass/over. */
export function formatAllWalletsTargets(runs: readonly AllWalletsRun[], wallets: number): string {
  const m = (pick: (run: AllWalletsRun) => number | undefined) =>
    median(runs.map(pick).filter((value): value is number => value !== undefined))
  const { p95FrameMs, maxFrameMs, responseToListMs } = ALL_WALLETS_TARGETS
  return formatTable(
    [`AllWallets, ${wallets} wallets (median of ${runs.length})`, 'ms', 'target', 'ratio', ''],
    [
      targetRow(
        '  scroll while loading: p95 frame',
        m((r) => r.scrollLoading.p95Ms),
        p95FrameMs,
      ),
      targetRow(
        '    worst frame',
        m((r) => r.scrollLoading.maxMs),
        maxFrameMs,
      ),
      targetRow(
        '  scroll, all loaded: p95 frame',
        m((r) => r.scrollLoaded.p95Ms),
        p95FrameMs,
      ),
      targetRow(
        '    worst frame',
        m((r) => r.scrollLoaded.maxMs),
        maxFrameMs,
      ),
      targetRow(
        '  search: response to updated list',
        m((r) => r.searchAfterResponseMs),
        responseToListMs,
      ),
      ['  search: last keystroke to updated list', ms(m((r) => r.searchMs)), '', '', ''],
      [
        '  every wallet loaded by the scroll',
        runs.every((run) => run.allLoaded) ? 'yes' : 'no',
        '',
        '',
        '',
      ],
    ],
  )
}
