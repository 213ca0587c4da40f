import { describe, expect, it } from 'vitest'
import { verificationOf } from './verificationOf.js'

const APP = 'http://127.0.0.1:5173/'

describe('verificationOf', () => {
  it("WalletConnect Verify: VALID when the attested origin is the app's, INVALID for another origin or a scam, UNKNOWN without a verified attestation", () => {
    expect(verificationOf({ origin: 'http://127.0.0.1:5173', isVerified: true }, APP)).toBe('VALID')
    expect(verificationOf({ origin: 'https://evil.example', isVerified: true }, APP)).toBe(
      'INVALID',
    )
    expect(
      verificationOf({ origin: 'http://127.0.0.1:5173', isScam: true, isVerified: true }, APP),
    ).toBe('INVALID')
    expect(verificationOf({ origin: 'http://127.0.0.1:5173', isVerified: false }, APP)).toBe(
      'UNKNOWN',
    )
    expect(verificationOf(undefined, APP)).toBe('UNKNOWN')
    expect(verificationOf('', APP)).toBe('UNKNOWN')
    expect(verificationOf({ origin: 42 }, APP)).toBe('UNKNOWN')
    expect(verificationOf({ origin: 'http://127.0.0.1:5173' }, 'not a url')).toBe('INVALID')
  })
})
