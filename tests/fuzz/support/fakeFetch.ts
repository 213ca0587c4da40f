import type { FetchFn } from '../../../kernel/src/pipelines/sendHttp.js'

/** A fetch that answers every call with `status` and `body` (and optional headers). */
export function fakeFetch(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): FetchFn {
  return async () =>
    ({
      status,
      headers: new Headers(headers),
      text: async () => body,
    }) as Response
}
