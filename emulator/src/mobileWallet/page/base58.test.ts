import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('base58', () => {
  it('encodes with the Bitcoin alphabet, leading zero bytes as 1', () => {
    expect(encodeBase58(utf8('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(encodeBase58(new Uint8Array())).toBe('')
  })

  it('encodes 32 zero bytes as the Solana system program address', () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })

  it('decodes what it encodes, zeros included', () => {
    const bytes = new Uint8Array([0, 0, 255, 1, 2, 3, 0])
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    expect(new TextDecoder().decode(decodeBase58('2NEpo7TZRRrLZSi2U'))).toBe('Hello World!')
  })

  it('rejects characters outside the alphabet (0, O, I, l)', () => {
    expect(() => decodeBase58('10O')).toThrow('Not a base58 character: "0"')
  })
})
