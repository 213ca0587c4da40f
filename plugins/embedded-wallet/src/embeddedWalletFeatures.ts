import {
  defineFeature,
  type FeatureOverrule,
  type RemoteFeatureEntry,
  remoteSwitch,
  type SocialProvider,
} from '@appkit/kernel'

/** Spec §6 default socials, in their order. */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** Spec §6 'With pay on, email and socials are off.' */
function offWhenPay(
  features: Readonly<Record<string, unknown>>,
): FeatureOverrule<false> | undefined {
  return features.pay
    ? { value: false, source: 'pay', reason: 'pay is on, so email and socials are off' }
    : undefined
}

/** Socials keep their default unless the config names at least one provider. */
function remoteSocials(entry: RemoteFeatureEntry): false | readonly SocialProvider[] {
  if (!entry.isEnabled) return false
  if (!Array.isArray(entry.config)) return DEFAULT_SOCIALS
  const names = entry.config.filter((name): name is SocialProvider => typeof name === 'string')
  return names.length > 0 ? names : DEFAULT_SOCIALS
}

/** Email login (the AUTH connector), decided by the project configuration; on by default. */
export const EMAIL_FEATURE = defineFeature<boolean>({
  name: 'email',
  default: true,
  remote: remoteSwitch,
  overrule: offWhenPay,
})

/** The social logins offered, decided by the project configuration; false for none. */
export const SOCIALS_FEATURE = defineFeature<false | readonly SocialProvider[]>({
  name: 'socials',
  default: DEFAULT_SOCIALS,
  remote: remoteSocials,
  expose: (value) => ({ socials: Array.isArray(value) ? value : false }),
  overrule: offWhenPay,
})

/** The app's local 'smartSessions' switch; off by default. */
export const SMART_SESSIONS_FEATURE = defineFeature<boolean>({
  name: 'smartSessions',
  default: false,
})

/** The app's local 'pay' switch, off by default; with it on, email and socials are off. */
export const PAY_FEATURE = defineFeature<boolean>({ name: 'pay', default: false })

export const EMBEDDED_WALLET_FEATURES = [
  EMAIL_FEATURE,
  SOCIALS_FEATURE,
  SMART_SESSIONS_FEATURE,
  PAY_FEATURE,
] as const
