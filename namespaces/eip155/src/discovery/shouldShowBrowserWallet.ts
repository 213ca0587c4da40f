export interface BrowserWalletContext {
  isMobile: boolean
  /** An EIP-1193 provider is injected (`window.ethereum`). */
  installed: boolean
  /** The generic entry's rdns, when it has one. */
  rdns?: string | undefined
  /** An EIP-6963 wallet announced the same provider object: it is already listed. */
  announcedSameProvider: boolean
}

/**
 * Spec §5 'A generic Browser Wallet entry is hidden on desktop when no injected wallet
 * exists, or on mobile when it has no rdns and is not installed'; it is also hidden when an
 * EIP-6963 wallet announces the same provider (the wallet is listed under its own name).
 */
export function shouldShowBrowserWallet(context: BrowserWalletContext): boolean {
  if (context.announcedSameProvider) return false
  if (!context.isMobile) return context.installed
  return context.installed || Boolean(context.rdns)
}
