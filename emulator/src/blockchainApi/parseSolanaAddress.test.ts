import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../solana/base58.js'
import { isSolanaAddress, parseSolanaAddress } from './parseSolanaAddress.js'

describe('parseSolanaAddress', () => {
  it('takes base58 text of a 32-byte public key', () => {
    const address = encodeBase58(new Uint8Array(32).fill(9))
    expect(parseSolanaAddress(address)).toBe(address)
    expect(parseSolanaAddress('11111111111111111111111111111111')).toBe(
      '11111111111111111111111111111111',
    )
  })

  it('refuses other lengths, non-base58 characters and non-strings with a 400', () => {
    const refused = [
      encodeBase58(new Uint8Array(31).fill(9)),
      encodeBase58(new Uint8Array(33).fill(9)),
      'O'.repeat(32),
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      42,
      undefined,
    ]
    for (const value of refused) {
      expect(isSolanaAddress(value)).toBe(false)
      expect(() => parseSolanaAddress(value)).toThrow(
        expect.objectContaining({ status: 400, message: `Invalid address: ${String(value)}` }),
      )
    }
  })
})
