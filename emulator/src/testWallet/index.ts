export {
  type AnnounceProviderParameters,
  announceProvider,
  type ProviderDetail,
} from './announceProvider.js'
export {
  type CreateTestWalletProviderOptions,
  createTestWalletProvider,
  type TestWalletHandle,
} from './createTestWalletProvider.js'
export type { TestWalletState } from './createWalletState.js'
export {
  type FamilyWalletContext,
  TEST_WALLET_FAMILIES,
  type TestWalletFamily,
} from './FamilyWalletContext.js'
export {
  type InstalledTestWallet,
  type InstallTestWalletOptions,
  installTestWallet,
} from './installTestWallet.js'
export { ProviderRpcError } from './ProviderRpcError.js'
export { createDomPrompt, type DomPrompt } from './prompt.js'
export {
  type CreateSolanaTestWalletOptions,
  createSolanaTestWallet,
  type SolanaTestWalletChain,
  type SolanaTestWalletHandle,
} from './solana/createSolanaTestWallet.js'
export {
  type InstalledSolanaTestWallet,
  type InstallSolanaTestWalletOptions,
  installSolanaTestWallet,
} from './solana/installSolanaTestWallet.js'
export { testWalletIcon } from './testWalletIcon.js'
export type {
  RequestArguments,
  TestWalletChain,
  TestWalletEvent,
  TestWalletInfo,
  TestWalletListener,
  TestWalletPrompt,
  TestWalletPromptRequest,
  TestWalletProvider,
  TestWalletStorage,
  TestWalletWindow,
} from './types.js'
