import type { FamilyWalletContext, TestWalletFamily } from './FamilyWalletContext.js'

/** Each family's wallet module, loaded only when that family is asked for. */
const INSTALLERS: Record<TestWalletFamily, () => Promise<(c: FamilyWalletContext) => () => void>> =
  {
    cosmos: () =>
      import('./cosmos/installCosmosTestWallet.js').then((m) => m.installCosmosTestWallet),
    polkadot: () =>
      import('./polkadot/installPolkadotTestWallet.js').then((m) => m.installPolkadotTestWallet),
    bip122: () =>
      import('./bip122/installBip122TestWallet.js').then((m) => m.installBip122TestWallet),
  }

/**
 * Installs the development wallets of the given families on the page (window.keplr,
 * window.injectedWeb3, the Bitcoin provider), each module loaded on demand. Resolves with the
 * uninstall of all of them.
 */
export async function installFamilyTestWallets(
  families: readonly TestWalletFamily[],
  context: FamilyWalletContext,
): Promise<() => void> {
  const installers = await Promise.all([...new Set(families)].map((family) => INSTALLERS[family]()))
  const uninstalls = installers.map((install) => install(context))
  return () => {
    for (const uninstall of uninstalls) uninstall()
  }
}
