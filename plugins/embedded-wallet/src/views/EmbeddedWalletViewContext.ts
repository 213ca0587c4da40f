import type { PluginContext } from '@appkit/kernel'
import type { EmbeddedWalletController } from '../login/createEmbeddedWalletController.js'
import type { FarcasterLoginController } from '../login/createFarcasterLoginController.js'
import type { SocialLoginController } from '../login/createSocialLoginController.js'
import type { EmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'

/** What the plugin binds its views to when it registers them (no module state). */
export interface EmbeddedWalletViewContext {
  /** The plugin's context: what the views navigate with. */
  ctx: Pick<PluginContext, 'router' | 'close'>
  controller: EmbeddedWalletController
  social: SocialLoginController
  farcaster: FarcasterLoginController
  provider: Pick<EmbeddedWalletProvider, 'store'>
}
