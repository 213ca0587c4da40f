import { describe, expect, it } from 'vitest'
import { utf8ToHex } from './signMessage.js'

describe('utf8ToHex: personal_sign messages are hex-encoded UTF-8', () => {
  it('encodes ASCII and multi-byte characters', () => {
    expect(utf8ToHex('hello')).toBe('0x68656c6c6f')
    expect(utf8ToHex('✓')).toBe('0xe29c93')
    expect(utf8ToHex('')).toBe('0x')
  })
})
