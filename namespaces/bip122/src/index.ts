// @appkit/bip122: the public entry point. Networks live at `@appkit/bip122/networks`.

export { accountsFrom } from './accountsFrom.js'
export { BIP122_PLUGIN_NAME, bip122 } from './bip122.js'
export {
  type Bip122Adapter,
  type CreateBip122AdapterOptions,
  createBip122Adapter,
  UNSUPPORTED_CHAINS_MESSAGE,
} from './createBip122Adapter.js'
export {
  type BitcoinAddressPurpose,
  type BitcoinMethod,
  type BitcoinProvider,
  type BitcoinRequests,
  type BitcoinResponse,
  type BitcoinWalletAccount,
  isBitcoinProvider,
  type SignPsbtParams,
} from './discovery/BitcoinProvider.js'
export {
  type Bip122ConnectorSink,
  type Bip122DiscoveryOptions,
  type BtcProviderEntry,
  INJECTED_POLL,
  startBip122Discovery,
} from './discovery/startBip122Discovery.js'
export { type BitcoinAddressNetwork, isBitcoinAddress } from './isBitcoinAddress.js'
