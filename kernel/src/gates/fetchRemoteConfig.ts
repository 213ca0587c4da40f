import type { KernelHooks } from '../hooks/hooks.js'
import type { HttpClient } from '../pipelines/createHttpClient.js'
import { RemoteConfigResponse } from './remoteConfigSchema.js'

/** GET /appkit/v1/config, decoded, then through the `remoteConfig` waterfall (spec §7). */
export async function fetchRemoteConfig(api: HttpClient, hooks: KernelHooks) {
  const response = await api.get('/appkit/v1/config', { schema: RemoteConfigResponse })
  return hooks.remoteConfig.promise(response)
}
