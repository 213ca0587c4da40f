import { randomBytes } from 'node:crypto'

/** The social providers whose consent page the emulator stands in for (spec §5, not farcaster). */
export const POPUP_SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const
export type PopupSocialProvider = (typeof POPUP_SOCIAL_PROVIDERS)[number]

/** A login link is usable this long (spec §9: social requests time out after 120 s). */
export const SOCIAL_LOGIN_LIFETIME_MS = 5 * 60_000

/** Usernames a provider may return: printable, no markup, at most 64 characters. */
const USERNAME_PATTERN = /^[\p{L}\p{N}_.\-# ]{1,64}$/u

export function isPopupSocialProvider(value: unknown): value is PopupSocialProvider {
  return (POPUP_SOCIAL_PROVIDERS as readonly unknown[]).includes(value)
}

export function isSocialUsername(value: unknown): value is string {
  return typeof value === 'string' && USERNAME_PATTERN.test(value) && value.trim() === value
}

interface PendingLogin {
  provider: PopupSocialProvider
  /** The page that opened the popup: the only origin its result is posted to. */
  openerOrigin: string
  expiresAt: number
  username?: string
  code?: string
}

export interface SocialLogin {
  provider: PopupSocialProvider
  username: string
}

export interface SocialLogins {
  /** A new login for `provider` opened by `openerOrigin`; its `state` names it. */
  start(provider: PopupSocialProvider, openerOrigin: string): string
  /** The login `state` names, while it is usable. */
  pending(state: string): { provider: PopupSocialProvider; openerOrigin: string } | undefined
  /** The user approved on the consent page as `username`: a single-use code for the opener. */
  approve(state: string, username: string): string | undefined
  /** Exchanges the code once for who logged in. */
  redeem(state: string, code: string): SocialLogin | undefined
}

/**
 * The emulator's stand-in for the providers' OAuth: a login started by the secure frame, approved
 * on the local consent page (a username instead of a real account), redeemed once by the frame.
 */
export function createSocialLogins(options: { now?: () => number } = {}): SocialLogins {
  const now = options.now ?? Date.now
  const logins = new Map<string, PendingLogin>()
  const live = (state: string) => {
    const login = logins.get(state)
    if (login && login.expiresAt < now()) logins.delete(state)
    return login && login.expiresAt >= now() ? login : undefined
  }
  return {
    start(provider, openerOrigin) {
      const state = randomBytes(16).toString('hex')
      logins.set(state, { provider, openerOrigin, expiresAt: now() + SOCIAL_LOGIN_LIFETIME_MS })
      return state
    },
    pending(state) {
      const login = live(state)
      return login ? { provider: login.provider, openerOrigin: login.openerOrigin } : undefined
    },
    approve(state, username) {
      const login = live(state)
      if (!login || login.code !== undefined) return undefined
      login.username = username
      login.code = randomBytes(16).toString('hex')
      return login.code
    },
    redeem(state, code) {
      const login = live(state)
      if (!login?.code || !login.username || login.code !== code) return undefined
      logins.delete(state)
      return { provider: login.provider, username: login.username }
    },
  }
}
