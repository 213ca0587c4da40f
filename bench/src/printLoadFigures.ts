import type { LoadFigure } from './browser/measureLoad.js'
import { formatTable, type TableRow } from './formatTable.js'

function amount(value: number, unit: LoadFigure['unit']): string {
  if (unit === 'count') return String(value)
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  return abs >= 1024 * 1024
    ? `${sign}${(abs / 1024 / 1024).toFixed(2)} MiB`
    : `${sign}${(abs / 1024).toFixed(1)} KiB`
}

/** The load figures as a table: scenario, figure, value, bound, pass/over. */
export function printLoadFigures(figures: readonly LoadFigure[]): string {
  return formatTable(
    ['scenario', 'figure', 'value', 'bound', ''],
    figures.map(
      (row): TableRow => [
        row.scenario,
        row.figure,
        amount(row.value, row.unit),
        `<= ${amount(row.bound, row.unit)}`,
        row.pass ? 'pass' : 'over',
      ],
    ),
  )
}
