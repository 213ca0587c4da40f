import { describe, expect, it } from 'vitest'
import { isBitcoinAddress } from './isBitcoinAddress.js'

describe('isBitcoinAddress', () => {
  // BIP-350's test vectors ('Valid segwit addresses' and 'Invalid segwit addresses').
  it.each([
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ])('accepts the BIP-350 valid address %s, the 14-character one too', (address) => {
    expect(isBitcoinAddress(address)).toBe(true)
  })

  it.each([
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'bc1pw5dgrnzv',
    'bc1gmk9yu',
  ])('refuses the BIP-350 invalid address %s', (address) => {
    expect(isBitcoinAddress(address)).toBe(false)
  })

  it('accepts P2PKH and P2SH of the network asked for only', () => {
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'testnet')).toBe(false)
  })
})
