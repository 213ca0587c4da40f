import { describe, expect, it } from 'vitest'
import { createSocialLogins, isSocialUsername } from './createSocialLogins.js'

describe('createSocialLogins (the local stand-in for the providers)', () => {
  it('hands out a single-use code once the user approves, redeemed for the provider and username', () => {
    const logins = createSocialLogins()
    const state = logins.start('github', 'http://127.0.0.1:5173')
    expect(logins.pending(state)).toEqual({
      provider: 'github',
      openerOrigin: 'http://127.0.0.1:5173',
    })
    expect(logins.redeem(state, 'guess')).toBeUndefined()
    const code = logins.approve(state, 'octocat') as string
    expect(logins.approve(state, 'someone-else')).toBeUndefined()
    expect(logins.redeem(state, 'wrong')).toBeUndefined()
    expect(logins.redeem(state, code)).toEqual({ provider: 'github', username: 'octocat' })
    expect(logins.redeem(state, code)).toBeUndefined()
  })

  it('expires a login that is not finished in time', () => {
    let time = 0
    const logins = createSocialLogins({ now: () => time })
    const state = logins.start('x', 'http://127.0.0.1:5173')
    time = 5 * 60_000 + 1
    expect(logins.pending(state)).toBeUndefined()
    expect(logins.approve(state, 'late')).toBeUndefined()
  })

  it('accepts plain usernames and refuses markup, control characters and long ones', () => {
    expect(isSocialUsername('ada.lovelace')).toBe(true)
    expect(isSocialUsername('gamer#0')).toBe(true)
    expect(isSocialUsername('<img src=x>')).toBe(false)
    expect(isSocialUsername('a\nb')).toBe(false)
    expect(isSocialUsername('')).toBe(false)
    expect(isSocialUsername('a'.repeat(65))).toBe(false)
  })
})
