import { RemoteConfigResponse } from '../gates/remoteConfigSchema.js'
import { fetchAllowedOrigins } from '../origins/fetchAllowedOrigins.js'
import { createHttpClient, type HttpClient } from '../pipelines/createHttpClient.js'

/**
 * A client that answers every call itself, with `body`: the pipeline runs end to end
 * (Effect's fiber, timeout, retry, JSON and schema decoding) and nothing leaves the page.
 */
function answeringClient(body: string): HttpClient {
  return createHttpClient({
    baseUrl: 'http://warm.invalid',
    fetch: async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
  })
}

/**
 * Loads the rest of the code a first open runs (the project configuration's fetcher, the origin
 * rules, the connect action), then runs the first open's two calls (project configuration,
 * allowed origins) once against answering clients, so that the real answers after a click meet
 * code the engine has already compiled: cold, their fibers and decoding took about 20 ms of the
 * frames after the click.
 */
export async function warmFirstOpen(): Promise<void> {
  await Promise.all([
    import('../gates/fetchRemoteConfig.js'),
    import('../origins/isOriginAllowed.js'),
    import('../actions/createConnectAction.js'),
  ])
  await answeringClient('{"features":[]}')
    .get('/appkit/v1/config', { schema: RemoteConfigResponse })
    .catch(() => undefined)
  await fetchAllowedOrigins(answeringClient('{"allowedOrigins":[]}')).catch(() => undefined)
}
