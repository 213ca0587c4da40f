import type { AlertMessage } from '../alerts/ALERTS.js'
import type { FeatureDefinition } from '../gates/defineFeature.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { PluginContext } from './PluginContext.js'

export type PluginTeardown = () => void

/**
 * A plugin is a plain object from a factory: in `setup` it taps hooks and registers what it
 * adds through its narrow context, and may return a teardown (whatever it registered through the
 * context is undone for it). Namespaces and built-in features use the same shape.
 *
 * @example
 * export function swaps(): AppKitPlugin {
 *   return { name: 'appkit:swaps', gate: 'swaps', setup(ctx) { ctx.register.view('Swap', () => import('./SwapView.js')) } }
 * }
 */
export interface AppKitPlugin {
  /** Namespaced and unique within a kit, e.g. 'appkit:swaps'. */
  name: string
  /** A feature gate: setup runs only once remote config is resolved and the gate is open. */
  gate?: string
  /** The features this plugin owns, registered when it is used (before its gate is read). */
  features?: readonly FeatureDefinition[]
  /** The alerts this plugin shows, registered when it is used. */
  alerts?: readonly AlertMessage[]
  /** Set by namespace plugins: the chain family they add (an "adapter"). */
  namespace?: ChainNamespace
  // biome-ignore lint/suspicious/noConfusingVoidType: a setup that returns nothing is the common case
  setup(context: PluginContext): void | PluginTeardown
}
