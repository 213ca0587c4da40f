import type { MessageDescriptor, SocialProvider, ViewTitle } from '@appkit/kernel'
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
import { viewTitleMessages as m } from './viewTitleMessages.js'

/**
 * A social login is titled with its provider's name, e.g. 'Google' (a name, not translated),
 * else 'Social Login' in the visitor's locale.
 */
function socialLoginTitle(data: { provider?: unknown } | undefined): string | MessageDescriptor {
  const provider = data?.provider
  return typeof provider === 'string' && Object.hasOwn(SOCIAL_PROVIDER_NAMES, provider)
    ? SOCIAL_PROVIDER_NAMES[provider as SocialProvider]
    : m.socialLogin
}

/**
 * The modal header's title for each view this plugin registers: messages the modal shows in the
 * visitor's locale ('Farcaster', a name, as it is).
 */
export const EMBEDDED_WALLET_VIEW_TITLES: Readonly<Record<string, ViewTitle>> = {
  [EMAIL_LOGIN_VIEW]: m.emailLogin,
  [EMAIL_VERIFY_OTP_VIEW]: m.emailVerifyOtp,
  [EMAIL_VERIFY_DEVICE_VIEW]: m.emailVerifyDevice,
  [UPDATE_EMAIL_VIEW]: m.updateEmail,
  [UPDATE_EMAIL_PRIMARY_OTP_VIEW]: m.updateEmailPrimaryOtp,
  [UPDATE_EMAIL_SECONDARY_OTP_VIEW]: m.updateEmailSecondaryOtp,
  [CONNECTING_SOCIAL_VIEW]: socialLoginTitle,
  [CONNECTING_FARCASTER_VIEW]: 'Farcaster',
  [APPROVE_TRANSACTION_VIEW]: m.approveTransaction,
  [ACCOUNT_TYPE_VIEW]: m.accountType,
}
