import { describe, expect, it } from 'vitest'
import { generateNonce, NONCE_LENGTH } from './generateNonce.js'

describe('generateNonce', () => {
  it('is EIP-4361 shaped: at least 8 letters and digits (16 by default)', () => {
    expect(NONCE_LENGTH).toBe(16)
    expect(generateNonce()).toMatch(/^[a-zA-Z0-9]{16}$/)
    expect(generateNonce(8)).toMatch(/^[a-zA-Z0-9]{8}$/)
  })

  it('does not repeat (1000 draws, all different)', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => generateNonce()))
    expect(nonces.size).toBe(1000)
  })
})
