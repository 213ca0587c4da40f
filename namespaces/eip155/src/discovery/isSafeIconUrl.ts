/** A wallet icon we show: an inline `data:image/...` URI or an https URL, nothing else. */
export function isSafeIconUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}
