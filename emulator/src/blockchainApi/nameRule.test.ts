import { describe, expect, it } from 'vitest'
import { isValidLabel, toLabel } from './nameRule.js'
import { nameSuggestions } from './nameSuggestions.js'

describe('account name rule', () => {
  it('allows "letters, digits and hyphens only, at least 4 characters" (spec §5)', () => {
    expect(isValidLabel('abcd')).toBe(true)
    expect(isValidLabel('Ab-12')).toBe(true)
    expect(isValidLabel('abc')).toBe(false)
    expect(isValidLabel('ab_cd')).toBe(false)
    expect(isValidLabel('ab.cd')).toBe(false)
    expect(isValidLabel('a'.repeat(64))).toBe(false)
  })

  it('takes the lowercased label of <label>.appkit.id or of a bare label', () => {
    expect(toLabel('Alice.appkit.id')).toBe('alice')
    expect(toLabel('alice')).toBe('alice')
    expect(toLabel('alice.eth')).toBeUndefined()
  })

  it('suggests the label itself plus variants, only names the rule allows', () => {
    expect(nameSuggestions('Bob')).toEqual([
      'bob-1.appkit.id',
      'bob-app.appkit.id',
      'bob-wallet.appkit.id',
      'the-bob.appkit.id',
    ])
    expect(nameSuggestions('carol')[0]).toBe('carol.appkit.id')
  })
})
