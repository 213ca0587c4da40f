import type { AppKit } from '@appkit/kernel'
import type { SwapsController } from '../createSwapsController.js'

/** What the swap views are bound to: one kit and its swaps controller. */
export interface SwapsViewContext {
  kit: AppKit
  controller: SwapsController
}
