/** A URL without its query and fragment (they may carry tokens; the JSON needs neither). */
export function stripQuery(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
  } catch {
    return url
  }
}
