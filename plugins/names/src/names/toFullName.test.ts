import { describe, expect, it } from 'vitest'
import { labelOf, toFullName } from './toFullName.js'

describe('full names are <label>.appkit.id', () => {
  it('adds the suffix, lowercased', () => {
    expect(toFullName('Alice-01')).toBe('alice-01.appkit.id')
  })
  it('keeps a full name as it is', () => {
    expect(toFullName('bob.appkit.id')).toBe('bob.appkit.id')
  })
  it('labelOf drops the suffix', () => {
    expect(labelOf('alice-01.appkit.id')).toBe('alice-01')
    expect(labelOf('plain')).toBe('plain')
  })
})
