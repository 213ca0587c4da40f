import type { CaipNetwork } from '../types/CaipNetwork.js'
import { imageByIdUrl } from './imageByIdUrl.js'
import { isSafeImageUrl } from './isSafeImageUrl.js'

/**
 * A network's image (spec §3 Network assets): its own `assets.imageUrl` when safe, else the
 * project API's network image by `assets.imageId` (built-in networks set only the id).
 */
export function networkImageUrl(
  apiBaseUrl: string,
  network: Pick<CaipNetwork, 'assets'> | undefined,
  query: Readonly<Record<string, string>> = {},
): string | undefined {
  const direct = network?.assets?.imageUrl
  if (direct && isSafeImageUrl(direct)) return direct
  return imageByIdUrl(apiBaseUrl, 'network', network?.assets?.imageId, query)
}
