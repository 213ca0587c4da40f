import type { AppKitOptions, ConnectMethod } from '@appkit/kernel'

/** Stand-in legal pages for `?legal=1` (example.com is reserved for examples). */
const LEGAL_LINKS = {
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
}

/**
 * The Connect view's layout flags:
 * - `?legal=1`: the legalCheckbox consent, with the demo's terms and privacy pages;
 * - `?legalLinks=1`: the links only (the notice under the methods, no checkbox);
 * - `?collapseWallets=1`: the wallets behind 'Continue with a wallet';
 * - `?emailShowWallets=0`: the same while email or socials show;
 * - `?connectMethodsOrder=email,social,wallet`: the app's own order (createAppKit refuses a bad one).
 * - `?smartSessions=1`: the smartSessions feature (ERC-7715 permissions of the embedded wallet).
 */
export function connectLayoutOptions(
  params: URLSearchParams,
): Pick<
  AppKitOptions,
  'features' | 'termsConditionsUrl' | 'privacyPolicyUrl' | 'connectMethodsOrder'
> {
  const features: Record<string, boolean> = {}
  if (params.get('legal') === '1') features.legalCheckbox = true
  if (params.get('collapseWallets') === '1') features.collapseWallets = true
  if (params.get('emailShowWallets') === '0') features.emailShowWallets = false
  if (params.get('smartSessions') === '1') features.smartSessions = true
  const order = params.get('connectMethodsOrder')
  return {
    ...(Object.keys(features).length > 0 ? { features } : {}),
    ...(params.get('legal') === '1' || params.get('legalLinks') === '1' ? LEGAL_LINKS : {}),
    ...(order ? { connectMethodsOrder: order.split(',') as ConnectMethod[] } : {}),
  }
}
