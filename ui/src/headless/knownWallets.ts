import { type AppKit, defineServiceKey, type WalletListing } from '@appkit/kernel'

/** The wallet-list entries one kit's headless hooks have seen, by id (for `connect({ walletId })`). */
const KNOWN_WALLETS = defineServiceKey<Map<string, WalletListing>>('appkit-ui:headless-wallets')

function known(kit: Pick<AppKit, 'services'>): Map<string, WalletListing> {
  return kit.services.shared(KNOWN_WALLETS, () => new Map())
}

/** Keeps listings `useWallets` showed, so `useConnect` finds them by id without asking again. */
export function rememberWallets(
  kit: Pick<AppKit, 'services'>,
  wallets: readonly WalletListing[],
): void {
  const map = known(kit)
  for (const wallet of wallets) map.set(wallet.id, wallet)
}

/** A listing seen by this kit's hooks, else the app's own custom wallet of that id. */
export function knownWallet(
  kit: Pick<AppKit, 'services' | 'options'>,
  walletId: string,
): WalletListing | undefined {
  return (
    known(kit).get(walletId) ?? kit.options.customWallets?.find((wallet) => wallet.id === walletId)
  )
}
