/** Schemes a wallet link may never use: they run script or read local data. */
const BLOCKED_SCHEMES = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
])
const SCHEME = /^[a-z][a-z0-9+.-]*$/i

/** An http(s) URL with no credentials, query or fragment (the pairing URI is appended to it). */
export function isWalletWebLink(link: string): boolean {
  if (!/^https?:\/\//i.test(link)) return false
  try {
    const url = new URL(link)
    return !url.search && !url.hash && !url.username && !url.password
  } catch {
    return false
  }
}

/**
 * A link a wallet can be opened by, as the WalletConnect views build them (walletConnectLinks):
 * a web link as above, or an app's own scheme, bare (`rainbow:`) or with a path
 * (`metamask://app`), never a script-like scheme, whitespace, a query or a fragment.
 */
export function isWalletAppLink(link: string): boolean {
  if (/^https?:/i.test(link)) return isWalletWebLink(link)
  const separator = link.indexOf('://')
  const scheme = separator === -1 ? /^([^:/]+):?\/*$/.exec(link)?.[1] : link.slice(0, separator)
  const rest = separator === -1 ? '' : link.slice(separator + 3)
  return (
    scheme !== undefined &&
    SCHEME.test(scheme) &&
    !BLOCKED_SCHEMES.has(scheme.toLowerCase()) &&
    !/[\s?#]/.test(rest)
  )
}
