import type { PluginContext } from '@appkit/kernel'
import type { SwapsController } from '../createSwapsController.js'

/**
 * What the swap views are bound to: the plugin's context (the registry they read, the router
 * they move with) and its swaps controller.
 */
export interface SwapsViewContext {
  ctx: Pick<PluginContext, 'registry' | 'router'>
  controller: SwapsController
}
