/** Spec §9: wallets per page 40, recommended 4, search 100; recent wallets kept 2. */
export const WALLETS_PER_PAGE = 40
export const RECOMMENDED_WALLETS = 4
export const WALLET_SEARCH_ENTRIES = 100
