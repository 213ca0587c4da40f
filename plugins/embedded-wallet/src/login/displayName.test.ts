import { describe, expect, it } from 'vitest'
import { displayName } from './displayName.js'

describe("display name (spec §5: 'social username if present (trailing 0 dropped for discord), else email, shortened with an ellipsis above 30 characters')", () => {
  it('prefers the social username, else the email', () => {
    expect(displayName({ email: 'a@b.co', socialUsername: 'ada' })).toBe('ada')
    expect(displayName({ email: 'a@b.co' })).toBe('a@b.co')
    expect(displayName({})).toBeUndefined()
  })

  it('drops a trailing 0 for discord only', () => {
    expect(displayName({ socialUsername: 'ada0', socialProvider: 'discord' })).toBe('ada')
    expect(displayName({ socialUsername: 'ada0', socialProvider: 'github' })).toBe('ada0')
  })

  it('shortens above 30 characters with an ellipsis', () => {
    const thirty = `${'a'.repeat(24)}@b.com`
    expect(displayName({ email: thirty })).toBe(thirty)
    expect(displayName({ email: `x${thirty}` })).toBe(`x${thirty.slice(0, 29)}…`)
  })
})
