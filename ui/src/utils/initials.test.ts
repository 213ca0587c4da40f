import { describe, expect, it } from 'vitest'
import { initials } from './initials.js'

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Trust Wallet')).toBe('TW')
    expect(initials('coinbase wallet sdk')).toBe('CW')
    expect(initials('MetaMask')).toBe('M')
  })

  it('shows ? for an empty name', () => {
    expect(initials('  ')).toBe('?')
  })
})
