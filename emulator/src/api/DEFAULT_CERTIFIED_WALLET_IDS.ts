import { TEST_MOBILE_WALLET_ID } from '../mobileWallet/testMobileWalletListing.js'

/**
 * The wallets GET /getWallets marks `badge_type: 'certified'` unless the emulator is given its own
 * list: the registry snapshot has no badges, and the modal recommends certified wallets. The test
 * mobile wallet first (it pairs for real), then MetaMask, Trust Wallet, Rainbow, Ledger Live and
 * OKX Wallet.
 */
export const DEFAULT_CERTIFIED_WALLET_IDS: readonly string[] = [
  TEST_MOBILE_WALLET_ID,
  'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
  '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
  '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
  '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
]
