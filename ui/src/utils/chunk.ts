/** Splits a list into rows of `size` (the wallet grid's rows of 4). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1')
  const rows: T[][] = []
  for (let index = 0; index < items.length; index += size)
    rows.push(items.slice(index, index + size))
  return rows
}
