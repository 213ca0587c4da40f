/**
 * The project's allowed origins from the project API (GET /projects/v1/origins), as the secure
 * site's server reads them; an answer it cannot read counts as none allowed.
 */
export async function fetchAllowedOrigins(
  apiUrl: string,
  projectId: string,
): Promise<readonly string[]> {
  const url = new URL('/projects/v1/origins', apiUrl)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('st', 'secure-site')
  url.searchParams.set('sv', '4')
  try {
    const response = await fetch(url)
    if (!response.ok) return []
    const body: unknown = await response.json()
    const list = (body as { allowedOrigins?: unknown } | null)?.allowedOrigins
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : []
  } catch {
    return []
  }
}
