/**
 * Splits `items` into rows of `size`, reusing each row of `previous` whose items are the same
 * (same objects, same order): when a page is appended, the rows already shown keep their
 * identity, so memoised rows skip re-rendering.
 */
export function reuseRows<T>(
  previous: readonly (readonly T[])[],
  items: readonly T[],
  size: number,
): readonly (readonly T[])[] {
  if (size < 1) throw new RangeError('row size must be at least 1')
  const rows: (readonly T[])[] = []
  for (let start = 0; start < items.length; start += size) {
    const end = Math.min(start + size, items.length)
    const old = previous[rows.length]
    const same =
      old !== undefined &&
      old.length === end - start &&
      old.every((item, offset) => item === items[start + offset])
    rows.push(same ? old : items.slice(start, end))
  }
  return rows
}
