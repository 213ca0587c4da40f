import { describe, expect, it } from 'vitest'
import { isHex, isHexBytes } from './isHex.js'

describe('isHex', () => {
  it('"Hex strings start with 0x"', () => {
    expect(isHex('0x')).toBe(true)
    expect(isHex('0xdeadBEEF')).toBe(true)
    expect(isHex('deadbeef')).toBe(false)
    expect(isHex('0X12')).toBe(false)
    expect(isHex('0xzz')).toBe(false)
  })
})

describe('isHexBytes', () => {
  it('"hex byte strings only hex digits", two per byte', () => {
    expect(isHexBytes('deadbeef')).toBe(true)
    expect(isHexBytes('0xdeadbeef')).toBe(true)
    expect(isHexBytes('0x')).toBe(true)
    expect(isHexBytes('abc')).toBe(false)
    expect(isHexBytes('de ad')).toBe(false)
    expect(isHexBytes('ghij')).toBe(false)
    expect(isHexBytes('')).toBe(false)
  })
})
