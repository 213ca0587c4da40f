import type { FamilyWalletContext } from '../FamilyWalletContext.js'
import { testWalletIcon } from '../testWalletIcon.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import type { BitcoinTestNetwork } from './deriveBitcoinKeys.js'

/** Where the provider lives on window, and the id its `btc_providers` entry names. */
export const BITCOIN_TEST_WALLET_ID = 'AppKitTestWallet.BitcoinProvider'

/** The CAIP-2 id of each Bitcoin network the test wallet can derive keys for. */
export const BITCOIN_TEST_WALLET_CHAINS: Readonly<Record<BitcoinTestNetwork, string>> = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
}

/**
 * The network the installed wallet serves: mainnet. Its entry lists that chain only, since its
 * addresses are mainnet ones; an app configured with testnet only gets spec §5's 'The
 * connector does not support any of the requested chains' instead of an empty connect.
 */
const NETWORK: BitcoinTestNetwork = 'mainnet'

/**
 * Puts the Bitcoin test wallet at `window.AppKitTestWallet.BitcoinProvider` and lists it in
 * `window.btc_providers` (sats-connect's provider list); returns the uninstall.
 */
export function installBip122TestWallet(context: FamilyWalletContext): () => void {
  const target = context.window as { AppKitTestWallet?: unknown; btc_providers?: unknown[] }
  const { provider } = createBitcoinTestWallet({
    prompt: context.prompt,
    network: NETWORK,
    ...(context.storage ? { storage: context.storage } : {}),
    ...(context.origin ? { origin: context.origin } : {}),
  })
  const entry = {
    id: BITCOIN_TEST_WALLET_ID,
    name: 'Bitcoin Test Wallet',
    icon: testWalletIcon,
    chains: [BITCOIN_TEST_WALLET_CHAINS[NETWORK]],
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
