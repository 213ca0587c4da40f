import type { AppKit } from '@appkit/kernel'
import type { WalletConnectController } from '../connect/createWalletConnectController.js'

/** What the plugin binds its views to when it registers them (no module state). */
export interface WalletConnectViewContext {
  kit: Pick<AppKit, 'urls' | 'apiQuery'>
  controller: WalletConnectController
}
