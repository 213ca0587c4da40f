import { describe, expect, it } from 'vitest'
import { isFromSecureFrame } from './isFromSecureFrame.js'

const SECURE = 'http://127.0.0.1:4200'
const frameWindow = { name: 'secure frame' }

describe('isFromSecureFrame (the host accepts only the secure origin)', () => {
  it('trusts a message from the secure origin sent by its own frame', () => {
    expect(isFromSecureFrame({ origin: SECURE, source: frameWindow }, SECURE, frameWindow)).toBe(
      true,
    )
  })

  it('ignores another origin, even one that looks alike', () => {
    for (const origin of [
      'http://127.0.0.1:4100',
      'http://localhost:4200',
      'https://127.0.0.1:4200',
      'null',
    ]) {
      expect(isFromSecureFrame({ origin, source: frameWindow }, SECURE, frameWindow)).toBe(false)
    }
  })

  it('ignores another window of the secure origin, and any message before the frame exists', () => {
    expect(isFromSecureFrame({ origin: SECURE, source: {} }, SECURE, frameWindow)).toBe(false)
    expect(isFromSecureFrame({ origin: SECURE, source: null }, SECURE, null)).toBe(false)
  })
})
