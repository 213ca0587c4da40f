import { describe, expect, it } from 'vitest'
import { assertOneTimeCode, isOneTimeCode } from './isOneTimeCode.js'

describe('isOneTimeCode', () => {
  it('"One-time code is a string" (and not blank)', () => {
    expect(isOneTimeCode('123456')).toBe(true)
    expect(isOneTimeCode('')).toBe(false)
    expect(isOneTimeCode('   ')).toBe(false)
    expect(isOneTimeCode(123456)).toBe(false)
    expect(() => assertOneTimeCode(123456)).toThrow('Invalid one-time code')
  })
})
