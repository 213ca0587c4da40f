/**
 * Spec §5 'Excluded wallets are matched by rdns or case-insensitive name and hidden'.
 *
 * @example isExcludedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, ['metamask']) // true
 */
export function isExcludedWallet(
  wallet: { name: string; rdns?: string | undefined },
  excludeWallets: readonly string[] = [],
): boolean {
  const name = wallet.name.trim().toLowerCase()
  return excludeWallets.some(
    (entry) =>
      typeof entry === 'string' &&
      ((wallet.rdns !== undefined && entry === wallet.rdns) || entry.trim().toLowerCase() === name),
  )
}
