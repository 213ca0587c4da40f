export { APPKIT_CONNECTOR_ID, appKitConnector } from './appKitConnector.js'
export { assertWagmiVersion, SUPPORTED_WAGMI_RANGE } from './assertWagmiVersion.js'
export {
  type CreateWagmiAdapterOptions,
  createWagmiAdapter,
  type WagmiAdapter,
} from './createWagmiAdapter.js'
export { KIT_RECONNECT_WAIT_MS, waitForKitReconnect } from './waitForKitReconnect.js'
