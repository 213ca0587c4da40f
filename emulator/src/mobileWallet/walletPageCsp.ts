import { walletPageStyleSource } from './walletPageHtml.js'

/**
 * The wallet page's Content-Security-Policy: its own script only (no eval: WalletKit, Core and
 * viem need none), network to its own origin only (the relay socket at /relay and the RPC
 * proxy at /rpc/{chainId}), no frames, no plug-ins, its one inline style by hash. A call the
 * SDK might still make to WalletConnect's cloud is refused by the browser.
 */
export function walletPageCsp(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    `style-src ${walletPageStyleSource()}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
