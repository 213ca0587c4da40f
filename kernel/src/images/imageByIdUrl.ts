/**
 * What the project API serves images of, by id (spec §7: 'GET images (blob) for wallets,
 * networks, connectors, currencies, tokens by id'), and the path of each.
 */
export const IMAGE_PATHS = Object.freeze({
  wallet: '/getWalletImage/',
  network: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
})

export type ImageKind = keyof typeof IMAGE_PATHS

/**
 * The project API's URL of an image by id, with the kit's query (projectId, st, sv) so an
 * <img> can load it; undefined for an id that names no image (empty, a dot segment, or text
 * that cannot be encoded).
 *
 * @example
 * imageByIdUrl('http://127.0.0.1:4100', 'network', 'eip155:1', { projectId: 'p', st: 'appkit', sv: '1' })
 * // 'http://127.0.0.1:4100/public/getAssetImage/eip155%3A1?projectId=p&st=appkit&sv=1'
 */
export function imageByIdUrl(
  apiBaseUrl: string,
  kind: ImageKind,
  id: string | undefined,
  query: Readonly<Record<string, string>> = {},
): string | undefined {
  // '.' and '..' are dot segments: the URL would name another path of the API, not an image.
  if (!id || id === '.' || id === '..') return undefined
  let path: string
  try {
    path = `${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`
  } catch {
    return undefined // encodeURIComponent throws on a lone surrogate: such an id names no image
  }
  const url = new URL(path, apiBaseUrl)
  // One assignment: each searchParams.set would serialize the whole URL again (a grid of
  // wallets builds one URL per tile).
  url.search = new URLSearchParams(query).toString()
  return url.toString()
}
