import { describe, expect, it } from 'vitest'
import { checkTestCard, passesLuhn, TEST_CARD_DECLINED } from './isTestCard.js'

describe('checkTestCard', () => {
  it('pays with the test card 4242 4242 4242 4242, spaces or not', () => {
    expect(checkTestCard('4242 4242 4242 4242')).toEqual({ ok: true })
    expect(checkTestCard('4242424242424242')).toEqual({ ok: true })
  })

  it('declines any other valid card number', () => {
    expect(checkTestCard(TEST_CARD_DECLINED)).toEqual({
      ok: false,
      message: 'Your card was declined',
    })
  })

  it('refuses a number that fails the checksum or is not digits', () => {
    expect(checkTestCard('4242 4242 4242 4241').ok).toBe(false)
    expect(checkTestCard('abc')).toEqual({ ok: false, message: 'Enter a valid card number' })
    expect(passesLuhn('')).toBe(false)
  })
})
