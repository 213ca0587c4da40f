/** Features the host app sets locally (spec §6 defaults). */
export interface LocalFeatures {
  receive: boolean
  send: boolean
  emailShowWallets: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  email: boolean
  socials: false | readonly SocialProvider[]
  swaps: boolean
  onramp: boolean
  activity: boolean
  multiWallet: boolean
  reownBranding: boolean
}

export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The features remote project configuration decides, overriding local values (spec §6). */
export const REMOTE_FEATURE_KEYS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'multiWallet',
  'reownBranding',
] as const
export type RemoteFeatureKey = (typeof REMOTE_FEATURE_KEYS)[number]

export type FeatureName = keyof LocalFeatures
