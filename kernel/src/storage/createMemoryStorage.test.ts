import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.js'

describe('createMemoryStorage', () => {
  it('stores, lists and removes items, separately per call', () => {
    const a = createMemoryStorage()
    const b = createMemoryStorage()
    a.setItem('k', 'v')
    expect(a.getItem('k')).toBe('v')
    expect(a.keys?.()).toEqual(['k'])
    expect(b.getItem('k')).toBeNull()
    a.removeItem('k')
    expect(a.getItem('k')).toBeNull()
  })
})
