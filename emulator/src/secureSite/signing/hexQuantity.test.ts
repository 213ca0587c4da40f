import { describe, expect, it } from 'vitest'
import { hexQuantity } from './hexQuantity.js'

describe('hexQuantity', () => {
  it('reads hex quantities, leaves an absent one undefined, and refuses anything else present', () => {
    expect(hexQuantity('0x10', 'value')).toBe(16n)
    expect(hexQuantity(undefined, 'value')).toBeUndefined()
    expect(hexQuantity(null, 'value')).toBeUndefined()
    for (const bad of ['10', 16, '0x', '0xzz']) {
      expect(() => hexQuantity(bad, 'value')).toThrow('Invalid value')
    }
  })
})
