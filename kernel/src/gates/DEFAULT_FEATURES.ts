import type { LocalFeatures, SocialProvider } from '../types/Features.js'

/** Spec §6: the local defaults, used for every feature the project config does not decide. */
export const DEFAULT_LOCAL_FEATURES = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const satisfies Partial<LocalFeatures>

export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** Spec §6: the remote defaults, the values of remote-controlled features when nothing else says. */
export const DEFAULT_REMOTE_FEATURES = {
  swaps: ['1inch'] as readonly string[],
  onramp: ['meld'] as readonly string[],
  email: true,
  socials: DEFAULT_SOCIALS,
  activity: true,
  reownBranding: true,
  multiWallet: false,
} as const

/** Spec §6 orders. */
export const FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export const CONNECT_METHOD_ORDER = ['wallet', 'email', 'social'] as const
