import { describe, expect, it } from 'vitest'
import { previewAmount } from './previewAmount.js'

describe('previewAmount', () => {
  it('prefers the exact amount WalletSend passed, beyond a number’s precision', () => {
    expect(previewAmount('0.123456789012345678', '0.123456789012346')).toBe('0.123456789012345678')
    expect(previewAmount(' 2 ', '1')).toBe('2')
  })

  it('falls back to the send state when the data holds no decimal amount', () => {
    expect(previewAmount(undefined, '1.5')).toBe('1.5')
    expect(previewAmount('1e3', '1.5')).toBe('1.5')
    expect(previewAmount(7, '')).toBe('')
  })
})
