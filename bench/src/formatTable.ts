/** A row of a text table: its label, then one cell per column. */
export type TableRow = readonly [string, ...string[]]

/**
 * Lays rows out as a plain-text table: the first column left-aligned, the others
 * right-aligned, a rule under the header. Rows of one cell are section titles.
 */
export function formatTable(header: TableRow, rows: readonly TableRow[]): string {
  const all = [header, ...rows]
  const widths = header.map((_, column) =>
    Math.max(...all.filter((row) => row.length > 1).map((row) => (row[column] ?? '').length)),
  )
  const line = (row: TableRow) =>
    row.length === 1
      ? row[0]
      : row
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
          )
          .join('  ')
          .trimEnd()
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2))
  return [line(header), rule, ...rows.map(line)].join('\n')
}
