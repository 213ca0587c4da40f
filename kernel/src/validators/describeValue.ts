/**
 * Renders any value for an error message without ever throwing (symbols, null-prototype
 * objects and revoked proxies make a plain `String(value)` throw).
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return String(value)
  } catch {
    return `[${typeof value}]`
  }
}
