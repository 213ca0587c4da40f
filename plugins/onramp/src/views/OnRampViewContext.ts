import type { AppKit } from '@appkit/kernel'
import type { OnRampController } from '../createOnRampController.js'

/** What the on-ramp views are bound to: one kit and its on-ramp controller. */
export interface OnRampViewContext {
  kit: AppKit
  controller: OnRampController
  /** Opens the provider's checkout (default: a new browser tab). */
  openWindow: (url: string) => void
}
