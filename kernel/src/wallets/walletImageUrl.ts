import type { WalletListing } from './WalletListing.js'

/**
 * Where a wallet's image comes from (spec §3): its own image_url, else the API's image by
 * image_id. Only http(s) and data:image URLs are returned; anything else is dropped.
 */
export function walletImageUrl(
  apiBaseUrl: string,
  wallet: Pick<WalletListing, 'image_url' | 'image_id'> & { imageUrl?: string; icon?: string },
  query: Readonly<Record<string, string>> = {},
): string | undefined {
  const direct = wallet.image_url ?? wallet.imageUrl ?? wallet.icon
  if (direct && isSafeImageUrl(direct)) return direct
  // '.' and '..' are dot segments: the URL would name another path of the API, not an image.
  if (!wallet.image_id || wallet.image_id === '.' || wallet.image_id === '..') return undefined
  let path: string
  try {
    path = `/getWalletImage/${encodeURIComponent(wallet.image_id)}`
  } catch {
    return undefined // encodeURIComponent throws on a lone surrogate: such an id names no image
  }
  const url = new URL(path, apiBaseUrl)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

export function isSafeImageUrl(url: string): boolean {
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url)) return true
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
