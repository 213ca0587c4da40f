export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

export interface TelegramEnvironment {
  /** True inside Telegram's in-app browser or a Telegram mini app. */
  telegram: boolean
  platform: TelegramPlatform
}

/** What detection reads of `window`: Telegram's injected bridges and the navigator. */
export interface TelegramWindow {
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
  Telegram?: { WebApp?: unknown }
  navigator?: { userAgent?: string; maxTouchPoints?: number }
}

/**
 * Telegram's in-app browser as the peers detect it: the bridge Telegram injects
 * (`window.TelegramWebviewProxy`, its `Proto`, or `Telegram.WebApp` in a mini app), or
 * 'Telegram' in the user agent; the platform from the user agent (an iPad asking for desktop
 * sites says 'Macintosh' but has touch points).
 */
export function detectTelegram(win: TelegramWindow | undefined): TelegramEnvironment {
  const userAgent = win?.navigator?.userAgent ?? ''
  const telegram = Boolean(
    win &&
      (win.TelegramWebviewProxy !== undefined ||
        win.TelegramWebviewProxyProto !== undefined ||
        win.Telegram?.WebApp !== undefined ||
        /\bTelegram\b/i.test(userAgent)),
  )
  const touch = (win?.navigator?.maxTouchPoints ?? 0) > 1
  const platform: TelegramPlatform = /iPhone|iPad|iPod/.test(userAgent)
    ? 'ios'
    : /Macintosh/.test(userAgent)
      ? touch
        ? 'ios'
        : 'mac'
      : /Android/.test(userAgent)
        ? 'android'
        : 'other'
  return { telegram, platform }
}
