import { describe, expect, it } from 'vitest'
import { delegate } from './delegate.js'

describe('delegate', () => {
  it('exposes only the named methods, each called on its target (this kept)', () => {
    class Counter {
      count = 0
      add(n: number) {
        this.count += n
        return this.count
      }
      reset() {
        this.count = 0
      }
    }
    const counter = new Counter()
    const view = delegate(counter, ['add'])
    expect(Object.keys(view)).toEqual(['add'])
    expect(view.add(2)).toBe(2)
    expect(counter.count).toBe(2)
  })
})
