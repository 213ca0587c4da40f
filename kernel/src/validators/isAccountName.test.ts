import { describe, expect, it } from 'vitest'
import { assertAccountName, isAccountName } from './isAccountName.js'

describe('isAccountName', () => {
  it('accepts "letters, digits and hyphens only, at least 4 characters"', () => {
    expect(isAccountName('alice')).toBe(true)
    expect(isAccountName('a-b-1')).toBe(true)
    expect(isAccountName('1234')).toBe(true)
  })

  it('rejects names shorter than 4 characters', () => {
    expect(isAccountName('abc')).toBe(false)
    expect(() => assertAccountName('abc')).toThrow(
      'Account name must be at least 4 characters long',
    )
  })

  it.each(['alice.eth', 'al ice', 'alice_1', 'éléonore', 'alice!'])(
    'rejects %j: letters, digits and hyphens only',
    (name) => {
      expect(isAccountName(name)).toBe(false)
      expect(() => assertAccountName(name)).toThrowError(
        expect.objectContaining({
          shortMessage: 'Account name can only contain letters, numbers and hyphens',
          category: 'VALIDATION_ERROR',
        }),
      )
    },
  )

  it('rejects non-strings', () => {
    expect(() => assertAccountName(1234)).toThrow('Account name must be a string')
  })
})
