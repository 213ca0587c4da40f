// @appkit/cosmos: the public entry point. Networks live at `@appkit/cosmos/networks`,
// ADR-36 verification (cosmjs) at `@appkit/cosmos/verify`.

export { COSMOS_PLUGIN_NAME, cosmos } from './cosmos.js'
export { type CreateCosmosAdapterOptions, createCosmosAdapter } from './createCosmosAdapter.js'
export { KEPLR_KEYSTORE_CHANGE_EVENT } from './discovery/KEPLR_KEYSTORE_CHANGE_EVENT.js'
export {
  isKeplrLike,
  type KeplrKey,
  type KeplrLike,
  type KeplrSignature,
} from './discovery/KeplrLike.js'
export {
  type CosmosConnectorSink,
  type CosmosDiscoveryOptions,
  INJECTED_POLL,
  KEPLR_GLOBALS,
  startCosmosDiscovery,
} from './discovery/startCosmosDiscovery.js'
export { isCosmosAddress } from './isCosmosAddress.js'
