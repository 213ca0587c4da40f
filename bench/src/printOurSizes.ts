import type { BenchResults } from './BenchResults.js'
import { kib } from './formatNumbers.js'
import { formatTable } from './formatTable.js'

/** Our size tables: package by package, the initial JS by package, the budgets. */
export function printOurSizes(
  results: Pick<BenchResults, 'ourVariants' | 'ourInitial' | 'budgets'>,
): string[] {
  const sections: string[] = []
  if (results.ourVariants.length) {
    sections.push(
      '',
      formatTable(
        ['Ours, package by package (gzip KiB)', 'initial JS', 'adds', 'total JS', 'adds'],
        results.ourVariants.map((variant) => [
          `  ${variant.label}`,
          kib(variant.initialGzip),
          variant.addsInitialGzip === undefined ? '' : `+${kib(variant.addsInitialGzip)}`,
          kib(variant.totalGzip),
          variant.addsTotalGzip === undefined ? '' : `+${kib(variant.addsTotalGzip)}`,
        ]),
      ),
    )
  }

  if (results.ourInitial) {
    sections.push(
      '',
      formatTable(
        ['Our initial JS by package (gzip share, KiB)', 'KiB', 'modules'],
        results.ourInitial.packages
          .slice(0, 12)
          .map((share) => [`  ${share.package}`, kib(share.gzipShare), String(share.modules)]),
      ),
    )
  }

  if (results.budgets.length) {
    sections.push(
      '',
      formatTable(
        [
          'Size budgets (bench/budgets.json)',
          'measured KiB',
          'target KiB',
          'ceiling KiB',
          'status',
        ],
        results.budgets.map((budget) => [
          `  ${budget.name}`,
          kib(budget.measuredBytes),
          kib(budget.targetBytes),
          budget.ceilingBytes === null ? '—' : kib(budget.ceilingBytes),
          budget.meetsTarget
            ? 'meets target'
            : budget.ceilingBytes === null
              ? 'OVER TARGET'
              : budget.withinLimit
                ? 'misses target, under ceiling'
                : 'OVER CEILING',
        ]),
      ),
    )
  }
  return sections
}
