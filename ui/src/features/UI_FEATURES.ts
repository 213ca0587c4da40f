import { defineFeature, remoteSwitch } from '@appkit/kernel'

/** Spec §6 local features the modal's views read (Account actions, Connect list). */
export const RECEIVE_FEATURE = defineFeature<boolean>({ name: 'receive', default: true })
export const SEND_FEATURE = defineFeature<boolean>({ name: 'send', default: true })
export const EMAIL_SHOW_WALLETS_FEATURE = defineFeature<boolean>({
  name: 'emailShowWallets',
  default: true,
})
export const ALL_WALLETS_FEATURE = defineFeature<boolean>({ name: 'allWallets', default: true })
export const LEGAL_CHECKBOX_FEATURE = defineFeature<boolean>({
  name: 'legalCheckbox',
  default: false,
})
export const COLLAPSE_WALLETS_FEATURE = defineFeature<boolean>({
  name: 'collapseWallets',
  default: false,
})
/** Decided by the project configuration; on by default. */
export const REOWN_BRANDING_FEATURE = defineFeature<boolean>({
  name: 'reownBranding',
  default: true,
  remote: remoteSwitch,
})

/** The features the UI owns, registered by AppKitProvider. */
export const UI_FEATURES = [
  RECEIVE_FEATURE,
  SEND_FEATURE,
  EMAIL_SHOW_WALLETS_FEATURE,
  ALL_WALLETS_FEATURE,
  LEGAL_CHECKBOX_FEATURE,
  COLLAPSE_WALLETS_FEATURE,
  REOWN_BRANDING_FEATURE,
] as const
