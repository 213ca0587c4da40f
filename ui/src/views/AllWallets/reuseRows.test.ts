import { describe, expect, it } from 'vitest'
import { reuseRows } from './reuseRows.js'

describe('reuseRows', () => {
  it('splits into rows of the given size, the last one shorter', () => {
    expect(reuseRows([], [1, 2, 3, 4, 5], 4)).toEqual([[1, 2, 3, 4], [5]])
    expect(reuseRows([], [], 4)).toEqual([])
    expect(() => reuseRows([], [1], 0)).toThrow(RangeError)
  })

  it('keeps the identity of the rows whose items did not change when a page is appended', () => {
    const a = { id: 'a' }
    const b = { id: 'b' }
    const c = { id: 'c' }
    const first = reuseRows([], [a, b, c], 2)
    const next = reuseRows(first, [a, b, c, { id: 'd' }, { id: 'e' }], 2)
    expect(next[0]).toBe(first[0])
    // The short last row gained an item: a new row.
    expect(next[1]).not.toBe(first[1])
    expect(next.map((row) => row.map((item) => item.id))).toEqual([['a', 'b'], ['c', 'd'], ['e']])
  })

  it('makes new rows when the items at a row changed (a new search)', () => {
    const first = reuseRows([], [{ id: 'a' }, { id: 'b' }], 2)
    const next = reuseRows(first, [{ id: 'a' }, { id: 'b' }], 2)
    expect(next[0]).not.toBe(first[0])
  })
})
