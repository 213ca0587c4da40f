import type { SocialProvider, ViewTitle } from '@appkit/kernel'
import { SOCIAL_PROVIDER_NAMES } from '@appkit/ui/social-login'
import {
  ACCOUNT_TYPE_VIEW,
  APPROVE_TRANSACTION_VIEW,
  CONNECTING_FARCASTER_VIEW,
  CONNECTING_SOCIAL_VIEW,
  EMAIL_LOGIN_VIEW,
  EMAIL_VERIFY_DEVICE_VIEW,
  EMAIL_VERIFY_OTP_VIEW,
  UPDATE_EMAIL_PRIMARY_OTP_VIEW,
  UPDATE_EMAIL_SECONDARY_OTP_VIEW,
  UPDATE_EMAIL_VIEW,
} from './policies.js'

/** A social login is titled with its provider's name, e.g. 'Google'. */
function socialLoginTitle(data: { provider?: unknown } | undefined): string {
  const provider = data?.provider
  return typeof provider === 'string' && Object.hasOwn(SOCIAL_PROVIDER_NAMES, provider)
    ? SOCIAL_PROVIDER_NAMES[provider as SocialProvider]
    : 'Social Login'
}

/** The modal header's title for each view this plugin registers. */
export const EMBEDDED_WALLET_VIEW_TITLES: Readonly<Record<string, ViewTitle>> = {
  [EMAIL_LOGIN_VIEW]: 'Continue with Email',
  [EMAIL_VERIFY_OTP_VIEW]: 'Confirm Email',
  [EMAIL_VERIFY_DEVICE_VIEW]: 'Register Device',
  [UPDATE_EMAIL_VIEW]: 'Edit Email',
  [UPDATE_EMAIL_PRIMARY_OTP_VIEW]: 'Confirm Current Email',
  [UPDATE_EMAIL_SECONDARY_OTP_VIEW]: 'Confirm New Email',
  [CONNECTING_SOCIAL_VIEW]: socialLoginTitle,
  [CONNECTING_FARCASTER_VIEW]: 'Farcaster',
  [APPROVE_TRANSACTION_VIEW]: 'Approve Transaction',
  [ACCOUNT_TYPE_VIEW]: 'Account Type',
}
