import { describe, expect, it, vi } from 'vitest'
import { shallowEqual } from '../utils/shallowEqual.js'
import { createSnapshotSelector } from './createSnapshotSelector.js'

describe('createSnapshotSelector', () => {
  it('returns the previous object when the new one is equal (a stable snapshot)', () => {
    const select = createSnapshotSelector<{ a: number; b: number }, { a: number }>(shallowEqual)
    const selector = (s: { a: number }) => ({ a: s.a })
    const first = select({ a: 1, b: 1 }, selector)
    expect(select({ a: 1, b: 2 }, selector)).toBe(first)
    expect(select({ a: 2, b: 2 }, selector)).toEqual({ a: 2 })
  })

  it('does not recompute for the same state and selector', () => {
    const selector = vi.fn((s: { a: number }) => s.a)
    const select = createSnapshotSelector<{ a: number }, number>(Object.is)
    const state = { a: 1 }
    select(state, selector)
    select(state, selector)
    expect(selector).toHaveBeenCalledTimes(1)
  })
})
