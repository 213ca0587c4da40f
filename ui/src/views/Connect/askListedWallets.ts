import {
  type AppKit,
  defineServiceKey,
  fetchFeaturedWallets,
  fetchRecommendedWallets,
  type WalletListing,
} from '@appkit/kernel'
import type { ExcludedWallet } from '../../context/ExcludedWallet.js'
import { excludedWalletIds } from '../../utils/excludedWalletIds.js'

/** One kit's GET /getWallets answers for the Connect view, by query: asked once, not per open. */
const LISTED_WALLETS = defineServiceKey<Map<string, Promise<WalletListing[]>>>(
  'appkit-ui:connect-listed-wallets',
)

type ListedKit = Pick<AppKit, 'api' | 'options' | 'services'>

function ask(kit: ListedKit, key: string, load: () => Promise<WalletListing[]>) {
  const answers = kit.services.shared(
    LISTED_WALLETS,
    () => new Map<string, Promise<WalletListing[]>>(),
  )
  let answer = answers.get(key)
  if (!answer) {
    answer = load()
    answers.set(key, answer)
    // A failed answer is not kept: the next open asks again.
    answer.catch(() => answers.delete(key))
  }
  return answer
}

/**
 * The kit's featured wallets (`featuredWalletIds`, in its order, without the excluded ones);
 * none asked for when it features none.
 */
export function askFeaturedWallets(
  kit: ListedKit,
  excludedWallets: readonly ExcludedWallet[],
): Promise<WalletListing[]> {
  const { featuredWalletIds = [] } = kit.options
  if (featuredWalletIds.length === 0) return Promise.resolve([])
  const query = {
    featuredWalletIds,
    excludeWalletIds: excludedWalletIds(kit.options, excludedWallets),
  }
  return ask(kit, `featured:${JSON.stringify(query)}`, () => fetchFeaturedWallets(kit.api, query))
}

/**
 * The recommended wallets for the kit's networks (`chains`), without the excluded, featured and
 * installed ones (`installed`: their wallet-list ids).
 */
export function askRecommendedWallets(
  kit: ListedKit,
  excludedWallets: readonly ExcludedWallet[],
  page: { installed: readonly string[]; chains: readonly string[] },
): Promise<WalletListing[]> {
  const { featuredWalletIds = [], includeWalletIds = [] } = kit.options
  const query = {
    include: includeWalletIds,
    exclude: [
      ...excludedWalletIds(kit.options, excludedWallets),
      ...featuredWalletIds,
      ...page.installed,
    ],
    chains: [...page.chains],
  }
  return ask(kit, `recommended:${JSON.stringify(query)}`, () =>
    fetchRecommendedWallets(kit.api, query),
  )
}
