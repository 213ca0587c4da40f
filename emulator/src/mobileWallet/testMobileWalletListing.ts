import type { RegistryWallet } from '../api/loadWalletRegistry.js'
import type { EmulatorWallet } from '../api/walletList.js'
import { WALLET_PAGE_PATH } from './createMobileWalletRoutes.js'

export const TEST_MOBILE_WALLET_ID = 'appkit-test-mobile-wallet'

/** Solana mainnet (CAIP-2), which AppKit's Solana network uses. */
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * The listing of the emulator's own WalletConnect wallet, served first by GET /getWallets. Its
 * links point at the wallet page once the API's address is known (linkTestMobileWallet); until
 * then they are null.
 */
export function testMobileWalletListing(): RegistryWallet {
  return {
    id: TEST_MOBILE_WALLET_ID,
    name: 'AppKit Test Mobile Wallet',
    description: 'A WalletConnect wallet served by the emulator (WalletKit, Hardhat account 0)',
    homepage: null,
    chains: ['eip155:31337', 'eip155:1337', 'eip155:1', SOLANA_MAINNET],
    image_id: TEST_MOBILE_WALLET_ID,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    color: '#3396ff',
  }
}

/**
 * Points the test mobile wallet's mobile and web links at `{apiUrl}/wallet`, so a deep link
 * `{mobile_link}?uri=<encoded wc: URI>` opens the page and pairs. Called once the server
 * listens: with apiPort 0 the port is unknown before.
 */
export function linkTestMobileWallet(wallets: readonly EmulatorWallet[], apiUrl: string): void {
  const wallet = wallets.find((candidate) => candidate.id === TEST_MOBILE_WALLET_ID)
  if (wallet === undefined) return
  const pageUrl = `${apiUrl}${WALLET_PAGE_PATH}`
  wallet.mobile_link = pageUrl
  wallet.webapp_link = pageUrl
  wallet.homepage = pageUrl
}
