import type { PluginContext } from '@appkit/kernel'
import type { OnRampController } from '../createOnRampController.js'

/**
 * What the on-ramp views are bound to: the plugin's context (the registry and gates they follow,
 * the router they move with) and its on-ramp controller.
 */
export interface OnRampViewContext {
  ctx: Pick<PluginContext, 'registry' | 'gates' | 'router' | 'urls' | 'apiQuery'>
  controller: OnRampController
  /** Opens the provider's checkout (default: a new browser tab). */
  openWindow: (url: string) => void
}
