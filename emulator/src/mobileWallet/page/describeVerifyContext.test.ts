import { describe, expect, it } from 'vitest'
import { describeVerifyContext } from './describeVerifyContext.js'

const context = (validation: 'VALID' | 'INVALID' | 'UNKNOWN', isScam?: boolean) => ({
  verified: {
    origin: 'http://127.0.0.1:5173',
    validation,
    verifyUrl: 'http://127.0.0.1:4100/verify/v3',
    ...(isScam === undefined ? {} : { isScam }),
  },
})

describe('describeVerifyContext', () => {
  it('names a verified origin, an invalid one, a scam and an unknown one apart', () => {
    expect(describeVerifyContext(context('VALID'))).toBe('Domain: Verified (http://127.0.0.1:5173)')
    expect(describeVerifyContext(context('INVALID'))).toBe(
      'Domain: Unverified Domain (attested origin http://127.0.0.1:5173)',
    )
    expect(describeVerifyContext(context('VALID', true))).toBe(
      'Domain: Known security risk (http://127.0.0.1:5173)',
    )
    expect(describeVerifyContext(context('UNKNOWN'))).toBe('Domain: Unknown domain (not verified)')
    expect(describeVerifyContext(undefined)).toBe('Domain: Unknown domain (not verified)')
  })
})
