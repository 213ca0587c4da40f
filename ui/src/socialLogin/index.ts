// @appkit/ui/social-login: how a plugin offers social login buttons on the Connect view.
export { SOCIAL_LOGIN, SOCIAL_PROVIDER_NAMES, type SocialLogin } from './socialLogin.js'
