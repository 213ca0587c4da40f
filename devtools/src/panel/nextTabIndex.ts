/**
 * The WAI-ARIA tablist keyboard: ArrowRight/ArrowLeft move to the next/previous tab (wrapping),
 * Home and End to the first and last. Undefined for any other key.
 */
export function nextTabIndex(current: number, key: string, count: number): number | undefined {
  if (count <= 0) return undefined
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
