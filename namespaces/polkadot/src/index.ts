// @appkit/polkadot: the public entry point. Networks live at `@appkit/polkadot/networks`,
// signature verification (@polkadot/util-crypto) at `@appkit/polkadot/verify`.

export {
  type CreatePolkadotAdapterOptions,
  createPolkadotAdapter,
} from './createPolkadotAdapter.js'
export {
  type Injected,
  type InjectedAccount,
  type InjectedExtension,
  isInjectedExtension,
  type SignerPayloadRaw,
  type SignerResult,
} from './discovery/InjectedWeb3.js'
export {
  INJECTED_POLL,
  POLKADOT_WALLET_NAMES,
  type PolkadotConnectorSink,
  type PolkadotDiscoveryOptions,
  startPolkadotDiscovery,
} from './discovery/startPolkadotDiscovery.js'
export { isSs58Address } from './isSs58Address.js'
export { POLKADOT_PLUGIN_NAME, type PolkadotOptions, polkadot } from './polkadot.js'
