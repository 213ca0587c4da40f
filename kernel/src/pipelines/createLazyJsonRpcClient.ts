import type { JsonRpcClient, JsonRpcClientOptions } from './createJsonRpcClient.js'

/** The JSON-RPC client with its code fetched on the first request (see createLazyHttpClient). */
export function createLazyJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  let client: Promise<JsonRpcClient> | undefined
  const load = () =>
    (client ??= import('./createJsonRpcClient.js').then((module) =>
      module.createJsonRpcClient(options),
    ))
  return {
    url: options.url,
    request: (request) => load().then((loaded) => loaded.request(request)),
  }
}
