import { describe, expect, it } from 'vitest'
import { chunk } from './chunk.js'

describe('chunk', () => {
  it('splits into rows, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 4)).toEqual([[1, 2, 3, 4], [5]])
    expect(chunk([], 4)).toEqual([])
    expect(() => chunk([1], 0)).toThrow(RangeError)
  })
})
