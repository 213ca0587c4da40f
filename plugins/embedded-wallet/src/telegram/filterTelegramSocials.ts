import type { SocialProvider } from '@appkit/kernel'
import type { TelegramEnvironment, TelegramPlatform } from './detectTelegram.js'

/** Spec §6: 'Socials filtered on Telegram mobile: iOS drops google, Mac drops x, Android drops facebook and x.' */
export const TELEGRAM_DROPPED_SOCIALS: Readonly<
  Record<TelegramPlatform, readonly SocialProvider[]>
> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The socials Telegram's in-app browser can use on this platform (all of them elsewhere). */
export function filterTelegramSocials(
  socials: readonly SocialProvider[],
  environment: TelegramEnvironment,
): readonly SocialProvider[] {
  if (!environment.telegram) return socials
  const dropped = TELEGRAM_DROPPED_SOCIALS[environment.platform]
  return socials.filter((provider) => !dropped.includes(provider))
}
