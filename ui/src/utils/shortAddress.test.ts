import { describe, expect, it } from 'vitest'
import { shortAddress } from './shortAddress.js'

describe('shortAddress', () => {
  it('shows an EVM address as 0x1234…abcd', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
  })

  it('keeps 4 characters each side of other families (no 0x prefix)', () => {
    expect(shortAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…AWWM')
  })

  it('keeps short values whole and an absent address empty', () => {
    expect(shortAddress('0x1234abcd')).toBe('0x1234abcd')
    expect(shortAddress(undefined)).toBe('')
  })
})
