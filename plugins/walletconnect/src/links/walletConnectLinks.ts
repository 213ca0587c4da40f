import { isWalletAppLink, isWalletWebLink, type WalletListing } from '@appkit/kernel'

export interface WalletConnectLinks {
  /** Opens the wallet's app on a phone: `mobile_link` (a universal link or a custom scheme). */
  mobile?: string
  /** Opens the wallet's desktop app: `desktop_link`. */
  desktop?: string
  /** Opens the wallet's web app: `webapp_link` (http(s) only). */
  web?: string
}

function withPairing(base: string, uri: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(uri)}`
}

/**
 * A universal link (http(s)) carrying the pairing URI: `https://w.app` ->
 * `https://w.app/wc?uri=<encoded uri>`. Undefined for anything else, or a link with a query or
 * fragment (the URI could not be appended to it).
 */
export function formatUniversalLink(link: string, uri: string): string | undefined {
  return isWalletWebLink(link) ? withPairing(link, uri) : undefined
}

/**
 * A wallet's deep link carrying the pairing URI: a universal link as above, else a custom
 * scheme, `rainbow:` or `rainbow://` -> `rainbow://wc?uri=<encoded uri>` (`metamask://app` ->
 * `metamask://app/wc?uri=...`). Undefined for script-like or malformed schemes (the kernel's
 * `isWalletAppLink`, which also checks the app's own custom wallets).
 */
export function formatNativeLink(link: string, uri: string): string | undefined {
  if (/^https?:/i.test(link)) return formatUniversalLink(link, uri)
  if (!isWalletAppLink(link)) return undefined
  const separator = link.indexOf('://')
  // A bare scheme ('trust', 'rainbow:') or scheme://rest.
  const scheme = separator === -1 ? link.replace(/:?\/*$/, '') : link.slice(0, separator)
  const rest = separator === -1 ? '' : link.slice(separator + 3)
  return withPairing(`${scheme}://${rest}`, uri)
}

/**
 * Where a listed wallet can take the pairing URI (the links are untrusted: only http(s) and
 * plain custom schemes are built). The best peers' rule: universal links get `/wc?uri=`,
 * custom schemes `://wc?uri=`, the URI percent-encoded.
 */
export function walletConnectLinks(
  wallet: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  uri: string,
): WalletConnectLinks {
  const mobile = wallet.mobile_link ? formatNativeLink(wallet.mobile_link, uri) : undefined
  const desktop = wallet.desktop_link ? formatNativeLink(wallet.desktop_link, uri) : undefined
  const web = wallet.webapp_link ? formatUniversalLink(wallet.webapp_link, uri) : undefined
  return {
    ...(mobile ? { mobile } : {}),
    ...(desktop ? { desktop } : {}),
    ...(web ? { web } : {}),
  }
}
