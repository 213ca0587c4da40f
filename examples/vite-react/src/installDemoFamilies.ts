import type { AppKit } from '@appkit/kernel'

/** `?families=all` adds the polkadot, bip122 and cosmos namespaces; without it the demo is EVM only. */
export function areFamiliesOn(params: URLSearchParams): boolean {
  return params.get('families') === 'all'
}

/**
 * Adds the polkadot, bip122 and cosmos namespaces with one network each (Polkadot, Bitcoin,
 * Cosmos Hub), through dynamic imports: a page without `?families=all` loads none of them.
 * Their test wallets come with the EVM one (installTestWallet's `families`).
 */
export async function installDemoFamilies(kit: AppKit) {
  const [{ polkadot }, { polkadotMainnet }, { bip122 }, { bitcoin }, { cosmos }, { cosmoshub }] =
    await Promise.all([
      import('@appkit/polkadot'),
      import('@appkit/polkadot/networks'),
      import('@appkit/bip122'),
      import('@appkit/bip122/networks'),
      import('@appkit/cosmos'),
      import('@appkit/cosmos/networks'),
    ])
  // The families arrive after createAppKit: each is added with its network, then its plugin.
  kit.registry.addFamily('polkadot', [polkadotMainnet])
  kit.registry.addFamily('bip122', [bitcoin])
  kit.registry.addFamily('cosmos', [cosmoshub])
  kit.use(polkadot()).use(bip122()).use(cosmos())
}
