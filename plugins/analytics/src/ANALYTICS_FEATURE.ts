import { defineFeature } from '@appkit/kernel'

/** Spec §6: the app's local 'analytics' switch; on by default. */
export const ANALYTICS_FEATURE = defineFeature<boolean>({ name: 'analytics', default: true })
