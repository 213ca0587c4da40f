import type { SocialProvider } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { filterTelegramSocials } from './filterTelegramSocials.js'

const ALL: SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

describe("filterTelegramSocials (spec §6: 'Socials filtered on Telegram mobile: iOS drops google, Mac drops x, Android drops facebook and x')", () => {
  it('iOS drops google', () => {
    expect(filterTelegramSocials(ALL, { telegram: true, platform: 'ios' })).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('Mac drops x', () => {
    expect(filterTelegramSocials(ALL, { telegram: true, platform: 'mac' })).not.toContain('x')
    expect(filterTelegramSocials(ALL, { telegram: true, platform: 'mac' })).toHaveLength(6)
  })

  it('Android drops facebook and x', () => {
    expect(filterTelegramSocials(ALL, { telegram: true, platform: 'android' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })

  it('outside Telegram, or on another platform, nothing is dropped', () => {
    expect(filterTelegramSocials(ALL, { telegram: false, platform: 'android' })).toEqual(ALL)
    expect(filterTelegramSocials(ALL, { telegram: true, platform: 'other' })).toEqual(ALL)
  })
})
