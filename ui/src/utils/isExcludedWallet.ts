import type { ExcludedWallet } from '../context/ExcludedWallet.js'

/**
 * 'Excluded wallets are matched by rdns or case-insensitive name and hidden' (spec §5); an
 * entry with an id also hides the wallet-list entry of that id.
 */
export function isExcludedWallet(
  wallet: { id?: string; name: string; rdns?: string | null | undefined },
  excluded: readonly ExcludedWallet[],
): boolean {
  const name = wallet.name.trim().toLowerCase()
  return excluded.some(
    (entry) =>
      (entry.id !== undefined && entry.id === wallet.id) ||
      (entry.rdns !== undefined && wallet.rdns != null && entry.rdns === wallet.rdns) ||
      (entry.name !== undefined && entry.name.trim().toLowerCase() === name),
  )
}
