import { imageByIdUrl } from '../images/imageByIdUrl.js'
import { isSafeImageUrl } from '../images/isSafeImageUrl.js'
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
  return imageByIdUrl(apiBaseUrl, 'wallet', wallet.image_id ?? undefined, query)
}
