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
  type InstalledTestWallet,
  type InstallTestWalletOptions,
  installTestWallet,
} from './installTestWallet.js'
export { ProviderRpcError } from './ProviderRpcError.js'
export { createDomPrompt, type DomPrompt } from './prompt.js'
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
