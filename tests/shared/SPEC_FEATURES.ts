// Every feature of spec §6, as the packages that own them register them: what the tests of the
// spec's feature rules resolve with.
import type { FeatureDefinition } from '../../kernel/src/gates/defineFeature.js'
import { MULTI_WALLET_FEATURE } from '../../kernel/src/gates/MULTI_WALLET_FEATURE.js'
import { ACTIVITY_FEATURE } from '../../plugins/activity/src/ACTIVITY_FEATURE.js'
import { ANALYTICS_FEATURE } from '../../plugins/analytics/src/ANALYTICS_FEATURE.js'
import { EMBEDDED_WALLET_FEATURES } from '../../plugins/embedded-wallet/src/embeddedWalletFeatures.js'
import { ONRAMP_FEATURE } from '../../plugins/onramp/src/ONRAMP_FEATURE.js'
import { SWAPS_FEATURE } from '../../plugins/swaps/src/SWAPS_FEATURE.js'
import { UI_FEATURES } from '../../ui/src/features/UI_FEATURES.js'

/** Every feature of the spec, as the packages that own them register them. */
export const SPEC_FEATURES: readonly FeatureDefinition[] = [
  ...UI_FEATURES,
  MULTI_WALLET_FEATURE,
  ...EMBEDDED_WALLET_FEATURES,
  SWAPS_FEATURE,
  ONRAMP_FEATURE,
  ACTIVITY_FEATURE,
  ANALYTICS_FEATURE,
]
