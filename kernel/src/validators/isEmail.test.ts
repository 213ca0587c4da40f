import { describe, expect, it } from 'vitest'
import { assertEmail, isEmail } from './isEmail.js'

describe('isEmail', () => {
  it.each([
    'alice@example.com',
    'a.b+tag@sub.example.co.uk',
    "o'hara@x-y.io",
    'x@xn--p1ai.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
  })

  it.each([
    'alice',
    'alice@',
    '@example.com',
    'alice@example',
    'alice@@example.com',
    'a@b@example.com',
    'alice @example.com',
    '.alice@example.com',
    'al..ice@example.com',
    'alice@-example.com',
    'alice@example..com',
    'alice@example.c',
    'alice@1.2.3.4',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('rejects %s', (email) => {
    expect(isEmail(email)).toBe(false)
  })

  it('"Email must be valid format to connect or update email": assertEmail throws "Invalid email"', () => {
    expect(assertEmail('alice@example.com')).toBe('alice@example.com')
    expect(() => assertEmail('alice')).toThrowError(
      expect.objectContaining({ shortMessage: 'Invalid email', category: 'VALIDATION_ERROR' }),
    )
  })
})
