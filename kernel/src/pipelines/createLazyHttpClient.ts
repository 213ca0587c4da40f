import type { HttpClient, HttpClientOptions } from './createHttpClient.js'

/**
 * The HTTP client with its code (effect: retries, timeouts, schema decoding) fetched on the first
 * call, so creating a kit adds none of it to the page's first load.
 */
export function createLazyHttpClient(options: HttpClientOptions): HttpClient {
  let client: Promise<HttpClient> | undefined
  const load = () =>
    (client ??= import('./createHttpClient.js').then((module) => module.createHttpClient(options)))
  return {
    baseUrl: options.baseUrl,
    get: (path, callOptions) => load().then((loaded) => loaded.get(path, callOptions)),
    post: (path, callOptions) => load().then((loaded) => loaded.post(path, callOptions)),
  }
}
