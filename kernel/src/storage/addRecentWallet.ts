/** "recent wallets kept 2" (spec §9). */
export const RECENT_WALLETS_LIMIT = 2

/**
 * The recent-wallets list after using `wallet`: it moves to the front, duplicates (same id)
 * go, and only the newest `RECENT_WALLETS_LIMIT` are kept.
 *
 * @example addRecentWallet([a, b], c) // [c, a]
 */
export function addRecentWallet<W extends { id: string }>(
  recent: readonly W[] | undefined,
  wallet: W,
): W[] {
  return [wallet, ...(recent ?? []).filter((item) => item.id !== wallet.id)].slice(
    0,
    RECENT_WALLETS_LIMIT,
  )
}
