import type { TestWalletPrompt, TestWalletStorage } from './types.js'

/** The families whose development wallet installTestWallet can add beside the EVM one. */
export const TEST_WALLET_FAMILIES = ['polkadot', 'bip122', 'cosmos'] as const

export type TestWalletFamily = (typeof TEST_WALLET_FAMILIES)[number]

/** What a family wallet is installed with: the page, the shared prompt, storage. */
export interface FamilyWalletContext {
  /** The page's window, where the wallet sets its global. */
  window: object
  prompt: TestWalletPrompt
  storage?: TestWalletStorage
  origin?: string
}
