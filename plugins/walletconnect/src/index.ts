// @appkit/walletconnect: the public entry point. Only entry points re-export. Everything here
// is cheap: @walletconnect/universal-provider, qrcode and the views load on first use.

export {
  createWalletConnectController,
  type WalletConnectController,
  type WalletConnectControllerOptions,
} from './connect/createWalletConnectController.js'
export {
  formatNativeLink,
  formatUniversalLink,
  type WalletConnectLinks,
  walletConnectLinks,
} from './links/walletConnectLinks.js'
export {
  createPairingStore,
  type PairingState,
  type PairingStatus,
  type PairingStore,
} from './pairing/createPairingStore.js'
export {
  isPairingExpired,
  msUntilPairingExpired,
  pairingExpiresAt,
} from './pairing/isPairingExpired.js'
export {
  EIP155_EVENTS,
  EIP155_METHODS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PAIRING_URI_TIMEOUT_MS,
  SOLANA_EVENTS,
  SOLANA_METHODS,
  WALLET_CONNECT_BASIC_VIEW,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_NAME,
  WALLET_CONNECT_PLUGIN_NAME,
  WALLET_CONNECT_SOLANA_CONNECTOR_ID,
  WALLET_CONNECT_WALLET_VIEW,
} from './policies.js'
export {
  createWalletConnectProvider,
  type WalletConnectListener,
  type WalletConnectProvider,
  type WalletConnectProviderOptions,
  type WalletConnectTimers,
} from './provider/createWalletConnectProvider.js'
export { closeUniversalProvider, loadUniversalProvider } from './provider/loadUniversalProvider.js'
export { isRejection, toWalletConnectError } from './provider/toWalletConnectError.js'
export type {
  ConnectParamsLike,
  SessionLike,
  SessionNamespaceLike,
  UniversalProviderLike,
  UniversalProviderListener,
} from './provider/UniversalProviderLike.js'
export {
  buildOptionalNamespaces,
  type NamespaceRequest,
  type NamespaceRequests,
} from './session/buildOptionalNamespaces.js'
export {
  createSessionHint,
  type SessionHint,
  type SessionHintStore,
  WALLET_CONNECT_SESSION_KEY,
} from './session/createSessionHint.js'
export {
  type UniversalProviderOptionsInput,
  universalProviderOptions,
} from './session/universalProviderOptions.js'
export {
  createSolanaSessionWallet,
  type SolanaSessionWallet,
  type SolanaSessionWalletOptions,
} from './solana/createSolanaSessionWallet.js'
export {
  type SolanaSessionAccount,
  solanaSessionAccounts,
} from './solana/solanaSessionAccounts.js'
export { type WalletConnectOptions, walletConnect } from './walletConnect.js'
