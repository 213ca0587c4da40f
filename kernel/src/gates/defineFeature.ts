import type { RemoteFeatureEntry } from './remoteConfigSchema.js'

/** What a rule that sets one feature from the others decides (e.g. pay turns email off). */
export interface FeatureOverrule<Value> {
  value: Value
  /** Shown as the explanation's source, e.g. 'pay'. */
  source: string
  reason: string
}

/**
 * One feature gate, registered by the package that owns it. The kernel keeps only the rules
 * (remote overrides local, the 'local configuration ignored' notice); the name, the spec §6
 * default and how a remote entry becomes a value belong to the feature.
 */
export interface FeatureDefinition<Value = unknown> {
  readonly name: string
  /** The value when neither the app nor the project configuration sets one. */
  readonly default: Value
  /**
   * Present when the project configuration decides the feature (it then overrides the app's
   * local value): the value an entry of GET /appkit/v1/config gives it. A successful config
   * that has no entry for the feature means its default.
   */
  readonly remote?: (entry: RemoteFeatureEntry) => Value
  /** The entries the feature adds to `gates.features()`; default `{ [name]: value }`. */
  expose?(value: Value): Readonly<Record<string, unknown>>
  /** A rule that sets this feature from the others once they are resolved. */
  readonly overrule?: (
    features: Readonly<Record<string, unknown>>,
  ) => FeatureOverrule<Value> | undefined
}

/**
 * Declares a feature gate; its owner exports it and lists it in its plugin's `features` (or
 * registers it with `kit.gates.register`).
 *
 * @example
 * export const SWAPS_FEATURE = defineFeature({
 *   name: 'swaps',
 *   default: ['1inch'] as boolean | readonly string[],
 *   remote: remoteProviderList(['1inch']),
 * })
 */
export function defineFeature<Value>(
  definition: FeatureDefinition<Value>,
): FeatureDefinition<Value> {
  return Object.freeze({ ...definition })
}
