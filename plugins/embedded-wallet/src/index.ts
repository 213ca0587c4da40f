// @appkit/embedded-wallet: the public entry point. Only entry points re-export. The views are
// chunks loaded when first shown; the secure frame loads on the first login or reconnect.

export {
  EMBEDDED_WALLET_ACCOUNT,
  type EmbeddedWalletAccount,
} from './EMBEDDED_WALLET_ACCOUNT.js'
export {
  EMBEDDED_WALLET_ALERTS,
  IFRAME_LOAD_FAILED_ALERT,
  IFRAME_REQUEST_TIMEOUT_ALERT,
} from './EMBEDDED_WALLET_ALERTS.js'
export { EMBEDDED_WALLET_STORAGE_KEYS } from './EMBEDDED_WALLET_STORAGE_KEYS.js'
export { type EmbeddedWalletOptions, embeddedWallet } from './embeddedWallet.js'
export {
  DEFAULT_SOCIALS,
  EMAIL_FEATURE,
  EMBEDDED_WALLET_FEATURES,
  PAY_FEATURE,
  SMART_SESSIONS_FEATURE,
  SOCIALS_FEATURE,
} from './embeddedWalletFeatures.js'
export {
  type AwaitSocialResultOptions,
  awaitSocialResult,
  POPUP_CLOSED_MESSAGE,
  POPUP_POLL_MS,
} from './login/awaitSocialResult.js'
export {
  type ApprovalState,
  createEmbeddedWalletController,
  type EmbeddedWalletController,
  type EmbeddedWalletControllerOptions,
} from './login/createEmbeddedWalletController.js'
export {
  createFarcasterLoginController,
  type FarcasterLoginController,
  type FarcasterLoginControllerOptions,
  type FarcasterLoginState,
} from './login/createFarcasterLoginController.js'
export {
  createSocialLoginController,
  FAILED_TO_INITIATE_SOCIAL_MESSAGE,
  type SocialLoginController,
  type SocialLoginControllerOptions,
  type SocialLoginState,
} from './login/createSocialLoginController.js'
export { DISPLAY_NAME_MAX_LENGTH, type DisplayNameInput, displayName } from './login/displayName.js'
export { emailCooldownMessage } from './login/emailCooldown.js'
export {
  ACCOUNT_TYPE_VIEW,
  APPROVE_TRANSACTION_VIEW,
  AUTH_CONNECTOR_ID,
  CONNECTING_FARCASTER_VIEW,
  CONNECTING_SOCIAL_VIEW,
  DEFAULT_SECURE_SITE_URL,
  EMAIL_LOGIN_COOLDOWN_MS,
  EMAIL_LOGIN_VIEW,
  EMAIL_VERIFY_DEVICE_VIEW,
  EMAIL_VERIFY_OTP_VIEW,
  EMBEDDED_WALLET_CHANNEL,
  EMBEDDED_WALLET_PLUGIN_NAME,
  FRAME_READY_DELAY_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  IFRAME_REQUEST_TIMEOUT_MS,
  SECURE_SDK_VERSION,
  UPDATE_EMAIL_PRIMARY_OTP_VIEW,
  UPDATE_EMAIL_SECONDARY_OTP_VIEW,
  UPDATE_EMAIL_VIEW,
} from './policies.js'
export { decodeFrameMessage } from './protocol/decodeFrameMessage.js'
export {
  EmbeddedUser,
  FrameMessage,
  type FrameRequest,
  REQUEST_TYPES,
  type RequestType,
  SmartAccountNetworks,
  SocialRedirect,
  SocialResultMessage,
  SwitchNetworkResult,
  UpdateEmailResult,
  UpdateEmailStep,
} from './protocol/frameMessageSchema.js'
export { type IncomingMessage, isFromSecureFrame } from './protocol/isFromSecureFrame.js'
export { type SecureFrameUrlInput, secureFrameUrl } from './protocol/secureFrameUrl.js'
export {
  createEmbeddedWalletProvider,
  type EmbeddedWalletProvider,
  type EmbeddedWalletProviderOptions,
  type EmbeddedWalletState,
  RPC_NOT_ALLOWED_MESSAGE,
} from './provider/createEmbeddedWalletProvider.js'
export {
  classifyRpcMethod,
  NOT_SAFE_RPC_METHODS,
  type RpcMethodClass,
  SAFE_RPC_METHODS,
} from './rpc/RPC_METHODS.js'
export {
  detectTelegram,
  type TelegramEnvironment,
  type TelegramPlatform,
  type TelegramWindow,
} from './telegram/detectTelegram.js'
export {
  filterTelegramSocials,
  TELEGRAM_DROPPED_SOCIALS,
} from './telegram/filterTelegramSocials.js'
export { createDomFrameHost } from './transport/createDomFrameHost.js'
export {
  createFrameTransport,
  type FrameTransport,
  type FrameTransportOptions,
  IFRAME_LOAD_FAILED_MESSAGE,
  IFRAME_REQUEST_TIMEOUT_MESSAGE,
  RELOAD_ANSWER_MS,
  type RequestOptions,
} from './transport/createFrameTransport.js'
export type { FrameHost, FrameRect, MountedFrame, Timers } from './transport/FrameHost.js'
export { createDomPopupHost, type PopupHost, type PopupWindow } from './transport/PopupHost.js'
