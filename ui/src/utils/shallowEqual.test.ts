import { describe, expect, it } from 'vitest'
import { shallowEqual } from './shallowEqual.js'

describe('shallowEqual', () => {
  it('compares objects and arrays one level deep', () => {
    const inner = { a: 1 }
    expect(shallowEqual({ x: inner, y: 'b' }, { x: inner, y: 'b' })).toBe(true)
    expect(shallowEqual({ x: { a: 1 } }, { x: { a: 1 } })).toBe(false)
    expect(shallowEqual([1, 2], [1, 2])).toBe(true)
    expect(shallowEqual([1, 2], [1, 2, 3])).toBe(false)
    expect(shallowEqual<unknown>([], {})).toBe(false)
    expect(shallowEqual<unknown>(undefined, null)).toBe(false)
  })
})
