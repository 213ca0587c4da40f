import { describe, expect, it } from 'vitest'
import {
  assertSocialProvider,
  isSocialProvider,
  SOCIAL_LOGIN_PROVIDERS,
} from './isSocialProvider.js'

describe('isSocialProvider', () => {
  it('"Social provider one of google, github, apple, facebook, x, discord"', () => {
    expect(SOCIAL_LOGIN_PROVIDERS).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    for (const provider of SOCIAL_LOGIN_PROVIDERS) expect(isSocialProvider(provider)).toBe(true)
  })

  it.each(['farcaster', 'Google', 'twitter', '', 'x '])('rejects %j', (value) => {
    expect(isSocialProvider(value)).toBe(false)
    expect(() => assertSocialProvider(value)).toThrow(`Invalid social provider: ${value}`)
  })
})
