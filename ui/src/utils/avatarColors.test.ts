import { describe, expect, it } from 'vitest'
import { avatarColors } from './avatarColors.js'

describe('avatarColors', () => {
  it('is stable per address, case-insensitive, and differs between addresses', () => {
    const a = avatarColors('0xAbC0000000000000000000000000000000000001')
    expect(avatarColors('0xabc0000000000000000000000000000000000001')).toEqual(a)
    expect(avatarColors('0xabc0000000000000000000000000000000000002')).not.toEqual(a)
    expect(a.from).toMatch(/^hsl\(\d+ 80% 62%\)$/)
  })
})
