import type { AppKit } from '@appkit/kernel'
import type { EmbeddedWalletController } from '../login/createEmbeddedWalletController.js'
import type { FarcasterLoginController } from '../login/createFarcasterLoginController.js'
import type { SocialLoginController } from '../login/createSocialLoginController.js'

/** What the plugin binds its views to when it registers them (no module state). */
export interface EmbeddedWalletViewContext {
  kit: Pick<AppKit, 'router' | 'close'>
  controller: EmbeddedWalletController
  social: SocialLoginController
  farcaster: FarcasterLoginController
}
