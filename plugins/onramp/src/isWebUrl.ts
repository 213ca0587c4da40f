/**
 * Whether a checkout address may be opened: an absolute http or https URL. A provider or API
 * answer with `javascript:`, `data:` or any other scheme would run in, or navigate away from,
 * the page that opens it.
 */
export function isWebUrl(value: string): boolean {
  return webUrlOrUndefined(value) !== undefined
}

/** The URL's normalized form, or an error when it is not an http or https URL. */
export function webUrlOf(value: string): string {
  const url = webUrlOrUndefined(value)
  if (url === undefined) throw new Error('The checkout address is not an http or https URL')
  return url
}

function webUrlOrUndefined(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
}
