export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

export type QueryParams = Readonly<Record<string, QueryValue>>

/**
 * Joins a base URL and a path (kept as is when already absolute) and sets query
 * parameters; later sets override earlier ones, null/undefined are left out, arrays are
 * joined with commas.
 *
 * @example
 * buildUrl('http://127.0.0.1:4100', '/appkit/v1/config', { projectId: 'p', st: 'appkit' })
 */
export function buildUrl(baseUrl: string, path: string, ...queries: QueryParams[]): string {
  const joined = /^[a-z][a-z\d+.-]*:/i.test(path)
    ? path
    : path === ''
      ? baseUrl
      : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  const url = new URL(joined)
  for (const query of queries) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
  }
  return url.toString()
}
