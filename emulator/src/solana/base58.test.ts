import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

describe('base58', () => {
  it('encodes the system program id (32 zero bytes) as 32 ones', () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })

  it('round-trips bytes with leading zeros', () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 255, 128, 7])
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
  })

  it('matches a known vector ("Hello World!")', () => {
    expect(encodeBase58(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
  })

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow('Invalid base58 string')
  })
})
