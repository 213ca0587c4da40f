// @appkit/solana: the public entry point. Networks live at `@appkit/solana/networks`.

export {
  type CreateSolanaAdapterOptions,
  createSolanaAdapter,
  type SolanaAdapter,
} from './createSolanaAdapter.js'
export {
  isSolanaWallet,
  isStandardWallet,
  isStandardWalletAccount,
  type StandardWallet,
  type StandardWalletAccount,
} from './discovery/StandardWallet.js'
export {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  type SolanaConnectorSink,
  type SolanaDiscoveryOptions,
  startSolanaDiscovery,
} from './discovery/startSolanaDiscovery.js'
export {
  toWalletStandardConnector,
  walletStandardConnectorId,
} from './discovery/toWalletStandardConnector.js'
export { encodeBase58 } from './encodeBase58.js'
export { isSolanaSignature } from './isSolanaSignature.js'
export { SOLANA_PLUGIN_NAME, type SolanaOptions, solana } from './solana.js'
