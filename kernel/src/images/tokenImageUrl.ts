import { imageByIdUrl } from './imageByIdUrl.js'
import { isSafeImageUrl } from './isSafeImageUrl.js'

/**
 * A token's icon: the balance answer's `iconUrl` when safe, else the project API's token image
 * by symbol (an answer without a usable icon still gets one).
 */
export function tokenImageUrl(
  apiBaseUrl: string,
  token: { iconUrl?: string; symbol: string },
  query: Readonly<Record<string, string>> = {},
): string | undefined {
  if (token.iconUrl && isSafeImageUrl(token.iconUrl)) return token.iconUrl
  return imageByIdUrl(apiBaseUrl, 'token', token.symbol, query)
}
