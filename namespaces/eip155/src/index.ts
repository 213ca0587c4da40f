// @appkit/eip155: the public entry point. Networks live at `@appkit/eip155/networks`.

export { activeEip155Network } from './activeEip155Network.js'
export {
  type CreateEip155AdapterOptions,
  createEip155Adapter,
  type Eip155Adapter,
} from './createEip155Adapter.js'
export {
  BROWSER_WALLET_ID,
  BROWSER_WALLET_NAME,
  browserWalletConnector,
} from './discovery/browserWalletConnector.js'
export { decodeAnnounceDetail } from './discovery/decodeAnnounceDetail.js'
export {
  type Eip6963ProviderDetail,
  isEip6963ProviderDetail,
  isEip6963ProviderInfo,
} from './discovery/Eip6963ProviderDetail.js'
export { isExcludedWallet } from './discovery/isExcludedWallet.js'
export { isSafeIconUrl } from './discovery/isSafeIconUrl.js'
export {
  type BrowserWalletContext,
  shouldShowBrowserWallet,
} from './discovery/shouldShowBrowserWallet.js'
export {
  ANNOUNCE_PROVIDER_EVENT,
  type ConnectorSink,
  type DiscoveryTarget,
  type Eip155DiscoveryOptions,
  ETHEREUM_INITIALIZED_EVENT,
  REQUEST_PROVIDER_EVENT,
  startEip155Discovery,
} from './discovery/startEip155Discovery.js'
export { EIP155_READ_METHODS } from './EIP155_READ_METHODS.js'
export { EIP155_PLUGIN_NAME, type Eip155Options, eip155 } from './eip155.js'
export {
  type Eip1193Listener,
  type Eip1193Provider,
  type Eip1193RequestArguments,
  isEip1193Provider,
} from './provider/Eip1193Provider.js'
export {
  createNetworkTransport,
  type NetworkTransportOptions,
} from './transport/createNetworkTransport.js'
export type { NetworkClient } from './transport/createPublicClients.js'
export { FALLBACK_RANK_OPTIONS, RPC_BATCH_OPTIONS } from './transport/FALLBACK_RANK_OPTIONS.js'
export type {
  RequestObserverFactory,
  RpcRequestObserver,
} from './transport/RpcRequestObserver.js'
export { type RpcUrlOptions, rpcUrlFor } from './transport/rpcUrlFor.js'
export { rpcUrlsFor } from './transport/rpcUrlsFor.js'
