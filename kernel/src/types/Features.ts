/** The app's local feature values (`options.features`), by feature name; each package registers the features it owns. */
export type LocalFeatures = Readonly<Record<string, unknown>>

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
