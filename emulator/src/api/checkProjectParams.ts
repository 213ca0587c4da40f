import type { IncomingHttpHeaders } from 'node:http'

export type ProjectCheck = { ok: true } | { ok: false; status: 400 | 403; body: ProjectError }

export interface ProjectError {
  message: string
  parameter?: string
}

/** What the real API answers for a project id it does not know (spec §8 provider mapping). */
export const INVALID_KEY_MESSAGE = 'Unauthorized: invalid key'

/** Each parameter may also come as a header, for requests that cannot carry a query. */
const PARAMETERS = [
  { name: 'projectId', header: 'x-project-id' },
  { name: 'st', header: 'x-sdk-type' },
  { name: 'sv', header: 'x-sdk-version' },
] as const

/**
 * Every project API call carries projectId, st (sdk type) and sv (sdk version) (spec §7).
 * A missing one is a 400 naming it; an unknown project id is a 403 'Unauthorized: invalid key'.
 */
export function checkProjectParams(
  query: URLSearchParams,
  headers: IncomingHttpHeaders,
  projectIds: readonly string[],
): ProjectCheck {
  const values: Record<string, string> = {}
  for (const { name, header } of PARAMETERS) {
    const fromHeader = headers[header]
    const value = query.get(name) ?? (typeof fromHeader === 'string' ? fromHeader : null)
    if (value === null || value.trim() === '') {
      return {
        ok: false,
        status: 400,
        body: { message: `Missing required query parameter '${name}'`, parameter: name },
      }
    }
    values[name] = value
  }
  if (!projectIds.includes(values.projectId ?? '')) {
    return { ok: false, status: 403, body: { message: INVALID_KEY_MESSAGE } }
  }
  return { ok: true }
}
