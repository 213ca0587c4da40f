import { describe, expect, it } from 'vitest'
import { emailCooldownMessage } from './emailCooldown.js'

describe("email login cooldown (spec §4: '30 seconds, message 'Please try again after N seconds'')", () => {
  it('allows the first trigger and one 30 s after the last', () => {
    expect(emailCooldownMessage(undefined, 0)).toBeUndefined()
    expect(emailCooldownMessage(1_000, 31_000)).toBeUndefined()
  })

  it('refuses a trigger within 30 s, naming the seconds left (rounded up)', () => {
    expect(emailCooldownMessage(1_000, 1_000)).toBe('Please try again after 30 seconds')
    expect(emailCooldownMessage(1_000, 21_500)).toBe('Please try again after 10 seconds')
    expect(emailCooldownMessage(1_000, 30_999)).toBe('Please try again after 1 seconds')
  })
})
