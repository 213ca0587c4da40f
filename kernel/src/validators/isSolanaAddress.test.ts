import { describe, expect, it } from 'vitest'
import { assertSolanaAddress, isSolanaAddress } from './isSolanaAddress.js'

describe('isSolanaAddress', () => {
  it.each([
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  ])('accepts "32–44 base58 characters": %s', (address) => {
    expect(isSolanaAddress(address)).toBe(true)
  })

  it('rejects lengths outside 32–44', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })

  it.each(['0', 'O', 'I', 'l', '+', ' '])('rejects the non-base58 character %j', (char) => {
    expect(isSolanaAddress(`${'1'.repeat(31)}${char}`)).toBe(false)
  })

  it('assertSolanaAddress throws a validation error', () => {
    expect(() => assertSolanaAddress('nope')).toThrowError(
      expect.objectContaining({ shortMessage: 'Invalid Solana address: nope' }),
    )
  })
})
