import { type AppKit, fetchFeaturedWallets, type WalletListing } from '@appkit/kernel'
import type { ExcludedWallet } from '../context/ExcludedWallet.js'
import { excludedWalletIds } from '../utils/excludedWalletIds.js'
import { isExcludedWallet } from '../utils/isExcludedWallet.js'

/**
 * One wallet of the project's wallet list by id (GET /getWallets with `include`, as featured
 * wallets are asked for); undefined when the list has none, or the app excludes it. Loaded with
 * `import()`: the wallet list's schema stays out of the page's first load.
 */
export async function fetchWalletListing(
  kit: Pick<AppKit, 'api' | 'options'>,
  walletId: string,
  excludedWallets: readonly ExcludedWallet[],
): Promise<WalletListing | undefined> {
  const [wallet] = await fetchFeaturedWallets(kit.api, {
    featuredWalletIds: [walletId],
    excludeWalletIds: excludedWalletIds(kit.options, excludedWallets),
  })
  return wallet && !isExcludedWallet(wallet, excludedWallets) ? wallet : undefined
}
