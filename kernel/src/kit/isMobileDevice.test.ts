import { describe, expect, it } from 'vitest'
import { isMobileDevice } from './isMobileDevice.js'

describe('isMobileDevice', () => {
  it('knows phones, iPadOS and desktops apart', () => {
    expect(
      isMobileDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }),
    ).toBe(true)
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' })).toBe(
      true,
    )
    expect(
      isMobileDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X)', maxTouchPoints: 5 }),
    ).toBe(true)
    expect(
      isMobileDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X)', maxTouchPoints: 0 }),
    ).toBe(false)
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })).toBe(false)
    expect(isMobileDevice(undefined)).toBe(false)
  })
})
