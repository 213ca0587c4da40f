import { describe, expect, it } from 'vitest'
import { checksumEvmAddress } from './checksumEvmAddress.js'
import { assertEvmAddress, isEvmAddress } from './isEvmAddress.js'

/** The test vectors published in EIP-55. */
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]
const MIXED = EIP55_VECTORS.slice(4)

describe('checksumEvmAddress (EIP-55)', () => {
  it.each(MIXED)('checksums %s from its lower-case form', (vector) => {
    expect(checksumEvmAddress(vector.toLowerCase())).toBe(vector)
    expect(checksumEvmAddress(vector.toUpperCase().replace('0X', '0x'))).toBe(vector)
    expect(checksumEvmAddress(vector.slice(2).toLowerCase())).toBe(vector)
  })

  it('rejects what is not 40 hex characters', () => {
    expect(() => checksumEvmAddress('0x123')).toThrow('Invalid EVM address: 0x123')
  })
})

describe('isEvmAddress', () => {
  it.each(EIP55_VECTORS)('accepts the EIP-55 vector %s', (vector) => {
    expect(isEvmAddress(vector)).toBe(true)
  })

  it('requires "0x plus 40 hex characters"', () => {
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae')).toBe(false)
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaedd')).toBe(false)
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg')).toBe(false)
    expect(isEvmAddress('0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false)
  })

  it('makes "0x optional in one check" (requirePrefix: false)', () => {
    const bare = '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
    expect(isEvmAddress(bare)).toBe(false)
    expect(isEvmAddress(bare, { requirePrefix: false })).toBe(true)
    expect(isEvmAddress(`0x${bare}`, { requirePrefix: false })).toBe(true)
    expect(isEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', { requirePrefix: false })).toBe(
      true,
    )
  })

  it('"if mixed case it must equal the checksummed form in strict mode"', () => {
    const badChecksum = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'
    expect(isEvmAddress(badChecksum, { strict: true })).toBe(false)
    expect(isEvmAddress(badChecksum)).toBe(false)
    expect(isEvmAddress(badChecksum, { strict: false })).toBe(true)
    expect(isEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', { requirePrefix: false })).toBe(
      false,
    )
  })

  it('assertEvmAddress throws "Invalid EVM address: {value}"', () => {
    expect(assertEvmAddress(MIXED[0])).toBe(MIXED[0])
    expect(() => assertEvmAddress('0xnope')).toThrowError(
      expect.objectContaining({
        shortMessage: 'Invalid EVM address: 0xnope',
        category: 'VALIDATION_ERROR',
      }),
    )
  })
})
