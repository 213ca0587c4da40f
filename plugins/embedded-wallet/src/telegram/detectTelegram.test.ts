import { describe, expect, it } from 'vitest'
import { detectTelegram } from './detectTelegram.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.11.1'

describe("detectTelegram (Telegram's in-app browser, as the peers detect it)", () => {
  it("finds Telegram by its injected bridge or 'Telegram' in the user agent", () => {
    const proxy = { postEvent: () => undefined }
    expect(
      detectTelegram({ TelegramWebviewProxy: proxy, navigator: { userAgent: IPHONE } }),
    ).toEqual({ telegram: true, platform: 'ios' })
    expect(
      detectTelegram({ TelegramWebviewProxyProto: {}, navigator: { userAgent: MAC } }),
    ).toEqual({
      telegram: true,
      platform: 'mac',
    })
    expect(detectTelegram({ navigator: { userAgent: ANDROID } })).toEqual({
      telegram: true,
      platform: 'android',
    })
    expect(detectTelegram({ Telegram: { WebApp: {} }, navigator: {} }).telegram).toBe(true)
  })

  it('an ordinary browser (or no window, during SSR) is not Telegram', () => {
    expect(detectTelegram({ navigator: { userAgent: IPHONE } })).toEqual({
      telegram: false,
      platform: 'ios',
    })
    expect(detectTelegram(undefined)).toEqual({ telegram: false, platform: 'other' })
  })

  it("an iPad asking for desktop sites ('Macintosh' with touch points) counts as iOS", () => {
    expect(detectTelegram({ navigator: { userAgent: MAC, maxTouchPoints: 5 } }).platform).toBe(
      'ios',
    )
  })
})
