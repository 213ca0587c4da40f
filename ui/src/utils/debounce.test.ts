import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEBOUNCE_MS, debounce } from './debounce.js'

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("'debounce 500 ms': calls once, 500 ms after the last call, with its arguments", () => {
    expect(DEBOUNCE_MS).toBe(500)
    const fn = vi.fn()
    const search = debounce(fn)
    search('m')
    vi.advanceTimersByTime(300)
    search('me')
    vi.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('me')
  })

  it('cancel drops the pending call', () => {
    const fn = vi.fn()
    const search = debounce(fn, 100)
    search('x')
    search.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})
