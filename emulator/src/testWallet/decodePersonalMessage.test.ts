import { describe, expect, it } from 'vitest'
import { decodePersonalMessage } from './decodePersonalMessage.js'

describe('decodePersonalMessage', () => {
  it('decodes a hex message to UTF-8 when it is printable', () => {
    expect(decodePersonalMessage('0x68656c6c6f20776f726c64')).toBe('hello world')
    expect(decodePersonalMessage('0xe282ac0a6f6b')).toBe('€\nok')
  })

  it('keeps hex when the bytes are not valid UTF-8', () => {
    expect(decodePersonalMessage('0xff00ff')).toBe('0xff00ff')
  })

  it('keeps hex when the text has control characters', () => {
    expect(decodePersonalMessage('0x0102')).toBe('0x0102')
  })

  it('shows a plain string as it is', () => {
    expect(decodePersonalMessage('Sign in to AppKit')).toBe('Sign in to AppKit')
    expect(decodePersonalMessage('0xnot hex')).toBe('0xnot hex')
  })
})
