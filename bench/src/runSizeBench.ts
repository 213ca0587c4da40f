import { OUR_VARIANTS } from './BENCH_APPS.js'
import type { BuiltApp } from './BuiltApp.js'
import { buildApp } from './buildApp.js'
import { checkOurBudgets } from './checkOurBudgets.js'
import { kib } from './formatNumbers.js'
import { formatTable, type TableRow } from './formatTable.js'
import { loadBudgets } from './loadBudgets.js'
import { localeChunkSizes } from './localeChunkSizes.js'
import { type BuildSizes, measureBuildSizes } from './measureBuildSizes.js'
import { measureOurBudgetFigures } from './measureOurBudgetFigures.js'
import { moduleBreakdown } from './moduleBreakdown.js'
import { ourVariantSizes } from './ourVariantSizes.js'
import { printLocaleChunks } from './printLocaleChunks.js'
import { printOurSizes } from './printOurSizes.js'
import { readVersions } from './readVersions.js'
import { writeResults } from './writeResults.js'

const log = (line: string) => console.log(`[bench] ${line}`)

/**
 * `npm run bench -- --only size`: the size figures of our app and its per-package variants
 * beside React + viem, from builds alone (no peers, no emulator, no Chromium). Prints the
 * tables and writes results/size-<date>.json.
 */
export async function runSizeBench(): Promise<void> {
  const builds = new Map<string, BuiltApp>()
  for (const name of ['baseline', ...OUR_VARIANTS.map((variant) => variant.name)]) {
    log(`building ${name}`)
    builds.set(name, await buildApp(name))
  }
  const sizeOf = new Map<string, BuildSizes>()
  for (const [name, built] of builds) sizeOf.set(name, measureBuildSizes(built))
  const ours = builds.get('appkit')!
  const figures = measureOurBudgetFigures(builds.get('baseline')!, ours)
  const breakdown = moduleBreakdown(ours, figures.ours.initialFiles)
  const locales = localeChunkSizes(ours, figures.ours.initialFiles)
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    versions: readVersions(),
    sizes: Object.fromEntries(
      [...sizeOf].map(([name, { gzipByFile: _files, ...rest }]) => [name, rest]),
    ),
    ourVariants: ourVariantSizes(sizeOf),
    ourInitial: { packages: breakdown.packages, modules: breakdown.modules.slice(0, 40) },
    budgets: checkOurBudgets(loadBudgets(), figures),
    localeChunks: locales,
    connectFlowStatic: {
      files: figures.connectFlowFiles,
      afterClickGzip: figures.connectFlowAfterClickBytes,
      missing: figures.connectFlowMissing,
    },
  }
  const row = (label: string, pick: (sizes: BuildSizes) => string): TableRow => [
    label,
    pick(figures.ours),
    pick(figures.baseline),
  ]
  console.log(
    [
      '',
      formatTable(
        ['Size, gzip level 9 (KiB)', 'ours (@appkit)', 'React + viem'],
        [
          row('  initial JS (before the first click)', (sizes) => kib(sizes.initialGzip)),
          row('  total JS', (sizes) => kib(sizes.totalGzip)),
          row('  JS chunks', (sizes) => String(sizes.chunkCount)),
        ],
      ),
      ...printOurSizes(results),
      ...printLocaleChunks(locales),
      `  connect flow, from the build (CONNECT_FLOW_MODULES): ${kib(figures.connectFlowAfterClickBytes)} KiB in ${figures.connectFlowFiles.length} chunks` +
        (figures.connectFlowMissing.length
          ? `; missing modules: ${figures.connectFlowMissing.join(', ')}`
          : ''),
      '',
    ].join('\n'),
  )
  const file = await writeResults('size', results)
  log(`results written to ${file}`)
}
