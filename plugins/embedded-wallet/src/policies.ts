import { MINUTE_MS, SECOND_MS } from '@appkit/kernel'

/** The plugin's name in the kit. */
export const EMBEDDED_WALLET_PLUGIN_NAME = 'appkit:embedded-wallet'

/** The AUTH connector's id (one per kit). */
export const AUTH_CONNECTOR_ID = 'embeddedWallet'

/** The secure site the emulator serves on its own origin (DESIGN.md 'Emulator'). */
export const DEFAULT_SECURE_SITE_URL = 'http://127.0.0.1:4200'

/** The secure SDK version sent as `version` (spec §9 'Secure SDK version 4'). */
export const SECURE_SDK_VERSION = '4'

/** Spec §9: 'Iframe load timeout 20 s'. */
export const IFRAME_LOAD_TIMEOUT_MS = 20 * SECOND_MS

/** Spec §9: 'social/email/device/OTP/social-redirect request timeout 120 s'. */
export const IFRAME_REQUEST_TIMEOUT_MS = 2 * MINUTE_MS

/** Spec §9: '500 ms delay after frame ready'. */
export const FRAME_READY_DELAY_MS = 500

/** Spec §4/§9: 'Email login cooldown between triggers: 30 seconds'. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND_MS

/** Every message of the protocol carries this channel name; anything else is ignored. */
export const EMBEDDED_WALLET_CHANNEL = 'appkit:embedded-wallet'

export const EMAIL_LOGIN_VIEW = 'EmailLogin'
export const EMAIL_VERIFY_OTP_VIEW = 'EmailVerifyOtp'
export const EMAIL_VERIFY_DEVICE_VIEW = 'EmailVerifyDevice'
export const APPROVE_TRANSACTION_VIEW = 'ApproveTransaction'
export const UPDATE_EMAIL_VIEW = 'UpdateEmailWallet'
export const UPDATE_EMAIL_PRIMARY_OTP_VIEW = 'UpdateEmailPrimaryOtp'
export const UPDATE_EMAIL_SECONDARY_OTP_VIEW = 'UpdateEmailSecondaryOtp'
export const CONNECTING_SOCIAL_VIEW = 'ConnectingSocial'
export const CONNECTING_FARCASTER_VIEW = 'ConnectingFarcaster'
export const ACCOUNT_TYPE_VIEW = 'EmbeddedAccountType'
