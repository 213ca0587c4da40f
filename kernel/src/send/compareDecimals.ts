/**
 * Compares two non-negative decimal strings exactly (no floating point): -1, 0 or 1.
 *
 * @example compareDecimals('1.50', '1.5') // 0
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [aWhole = '', aFraction = ''] = a.trim().split('.')
  const [bWhole = '', bFraction = ''] = b.trim().split('.')
  const width = Math.max(aFraction.length, bFraction.length)
  const left = BigInt(`${aWhole || '0'}${aFraction.padEnd(width, '0')}`)
  const right = BigInt(`${bWhole || '0'}${bFraction.padEnd(width, '0')}`)
  return left === right ? 0 : left < right ? -1 : 1
}
