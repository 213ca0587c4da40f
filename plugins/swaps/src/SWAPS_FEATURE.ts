import { defineFeature, remoteProviderList } from '@appkit/kernel'

/** Spec §6 default: swaps via 1inch. */
export const DEFAULT_SWAPS_PROVIDERS: readonly string[] = ['1inch']

/**
 * The 'swaps' gate, decided by the project configuration: on, and which providers
 * (`features().swapsProviders`); an app's local `swaps: true` turns it on with no providers.
 */
export const SWAPS_FEATURE = defineFeature<boolean | readonly string[]>({
  name: 'swaps',
  default: DEFAULT_SWAPS_PROVIDERS,
  remote: remoteProviderList(DEFAULT_SWAPS_PROVIDERS),
  expose: (value) => ({
    swaps: Boolean(value),
    swapsProviders: Array.isArray(value) ? value : [],
  }),
})
