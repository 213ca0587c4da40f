import type { FamilyWalletContext } from '../FamilyWalletContext.js'
import { testWalletIcon } from '../testWalletIcon.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'

/** Where the provider lives on window, and the id its `btc_providers` entry names. */
export const BITCOIN_TEST_WALLET_ID = 'AppKitTestWallet.BitcoinProvider'

/** Bitcoin mainnet and testnet (CAIP-2), the networks the test wallet's entry lists. */
const CHAINS = [
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
] as const

/**
 * Puts the Bitcoin test wallet at `window.AppKitTestWallet.BitcoinProvider` and lists it in
 * `window.btc_providers` (sats-connect's provider list); returns the uninstall.
 */
export function installBip122TestWallet(context: FamilyWalletContext): () => void {
  const target = context.window as { AppKitTestWallet?: unknown; btc_providers?: unknown[] }
  const { provider } = createBitcoinTestWallet({
    prompt: context.prompt,
    ...(context.storage ? { storage: context.storage } : {}),
    ...(context.origin ? { origin: context.origin } : {}),
  })
  const entry = {
    id: BITCOIN_TEST_WALLET_ID,
    name: 'Bitcoin Test Wallet',
    icon: testWalletIcon,
    chains: CHAINS,
  }
  target.AppKitTestWallet = { BitcoinProvider: provider }
  target.btc_providers = [
    ...(Array.isArray(target.btc_providers) ? target.btc_providers : []),
    entry,
  ]
  return () => {
    delete target.AppKitTestWallet
    if (Array.isArray(target.btc_providers)) {
      target.btc_providers = target.btc_providers.filter((item) => item !== entry)
    }
  }
}
