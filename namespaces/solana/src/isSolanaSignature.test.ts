import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './encodeBase58.js'
import { isSolanaSignature } from './isSolanaSignature.js'

const signatureOf = (fill: (i: number) => number) =>
  encodeBase58(Uint8Array.from({ length: 64 }, (_, i) => fill(i)))

describe('isSolanaSignature', () => {
  it('accepts base58 text of 64 bytes, including signatures that start with zero bytes', () => {
    expect(isSolanaSignature(signatureOf((i) => (i * 37 + 11) % 256))).toBe(true)
    expect(isSolanaSignature(signatureOf(() => 255))).toBe(true)
    expect(isSolanaSignature(signatureOf((i) => (i < 3 ? 0 : 200)))).toBe(true)
  })

  it('refuses a Solana address (32 bytes), 65 bytes, hex, non-base58 letters and non-strings', () => {
    expect(isSolanaSignature(encodeBase58(new Uint8Array(32).fill(9)))).toBe(false)
    expect(isSolanaSignature(encodeBase58(new Uint8Array(65).fill(9)))).toBe(false)
    expect(isSolanaSignature(`0x${'ab'.repeat(32)}`)).toBe(false)
    expect(isSolanaSignature(signatureOf(() => 7).replace(/.$/, '0'))).toBe(false)
    expect(isSolanaSignature('')).toBe(false)
    expect(isSolanaSignature(42)).toBe(false)
  })
})
