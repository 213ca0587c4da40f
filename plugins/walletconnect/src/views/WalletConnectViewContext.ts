import type { PluginContext } from '@appkit/kernel'
import type { WalletConnectController } from '../connect/createWalletConnectController.js'

/** What the plugin binds its views to when it registers them (no module state). */
export interface WalletConnectViewContext {
  /** The plugin's context: the API URL and query for wallet images. */
  context: Pick<PluginContext, 'urls' | 'apiQuery'>
  controller: WalletConnectController
}
