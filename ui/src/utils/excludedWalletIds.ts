import type { AppKitOptions } from '@appkit/kernel'
import type { ExcludedWallet } from '../context/ExcludedWallet.js'

/**
 * The wallet-list ids the API is asked to leave out: the kit's `excludeWalletIds` and the
 * provider's excluded wallets that name an id (those matched by rdns or name are hidden
 * locally, with `isExcludedWallet`).
 */
export function excludedWalletIds(
  options: Pick<AppKitOptions, 'excludeWalletIds'>,
  excludedWallets: readonly ExcludedWallet[],
): string[] {
  return [
    ...(options.excludeWalletIds ?? []),
    ...excludedWallets.flatMap((wallet) => (wallet.id ? [wallet.id] : [])),
  ]
}
