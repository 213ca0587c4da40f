import { defineFeature, type ResolvedFeatures, remoteProviderList } from '@appkit/kernel'

/** Spec §6 default: onramp via meld. */
export const DEFAULT_ONRAMP_PROVIDERS: readonly string[] = ['meld']

/**
 * The 'onramp' gate, decided by the project configuration: on, and which providers
 * (`features().onrampProviders`); an app's local `onramp: true` turns it on with no providers.
 */
export const ONRAMP_FEATURE = defineFeature<boolean | readonly string[]>({
  name: 'onramp',
  default: DEFAULT_ONRAMP_PROVIDERS,
  remote: remoteProviderList(DEFAULT_ONRAMP_PROVIDERS),
  expose: (value) => ({
    onramp: Boolean(value),
    onrampProviders: Array.isArray(value) ? value : [],
  }),
})

/** The providers the resolved 'onramp' feature names. */
export function onrampProvidersOf(features: ResolvedFeatures): readonly string[] {
  const providers = features.onrampProviders
  return Array.isArray(providers) ? providers : []
}
