import { providerListOf } from './providerListOf.js'
import type { RemoteFeatureEntry } from './remoteConfigSchema.js'

/** A plain on/off feature: on exactly when the remote entry is enabled. */
export const remoteSwitch = (entry: RemoteFeatureEntry): boolean => Boolean(entry.isEnabled)

/**
 * A feature whose remote entry names providers (swaps, onramp): false when disabled, else the
 * provider list its `config` names (see providerListOf), `fallback` when it names none.
 */
export function remoteProviderList(fallback: readonly string[]) {
  return (entry: RemoteFeatureEntry): false | readonly string[] =>
    entry.isEnabled ? providerListOf(entry.config, fallback) : false
}
