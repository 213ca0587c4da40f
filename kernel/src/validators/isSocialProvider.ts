import type { SocialProvider } from '../types/Features.js'
import { describeValue } from './describeValue.js'
import { validationError } from './validationError.js'

/**
 * The providers a social login may name (spec §5). Farcaster is a remote "social" feature
 * too, but it logs in through its own flow (ConnectingFarcaster), not a social connection.
 */
export const SOCIAL_LOGIN_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const satisfies readonly SocialProvider[]

export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]

/** @example isSocialProvider('github') // true; isSocialProvider('farcaster') // false */
export function isSocialProvider(value: unknown): value is SocialLoginProvider {
  return typeof value === 'string' && (SOCIAL_LOGIN_PROVIDERS as readonly string[]).includes(value)
}

/** Like `isSocialProvider`, but throws 'Invalid social provider: {value}'. */
export function assertSocialProvider(value: unknown): SocialLoginProvider {
  if (!isSocialProvider(value)) {
    throw validationError(`Invalid social provider: ${describeValue(value)}`)
  }
  return value
}
