import { defineServiceKey, type SocialProvider } from '@appkit/kernel'

/** What the Connect view needs from a plugin that logs in with social accounts. */
export interface SocialLogin {
  /** The remote-config `socials` list, as this page may offer it (e.g. the Telegram filter). */
  available(socials: readonly SocialProvider[]): readonly SocialProvider[]
  /** Starts a login; called inside the click so the provider's popup is not blocked. */
  start(provider: SocialProvider): void
}

/** The social login service in `kit.services` (the embedded wallet provides it). */
export const SOCIAL_LOGIN = defineServiceKey<SocialLogin>('appkit:social-login')

/** How each provider is named on its button (spec §5 providers). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
