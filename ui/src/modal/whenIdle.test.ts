import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('asks for an idle callback with a timeout, and cancels it', () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options: { timeout: number }) => 7)
    const cancelIdleCallback = vi.fn()
    const task = vi.fn()
    const cancel = whenIdle(task, {
      requestIdleCallback,
      cancelIdleCallback,
      setTimeout,
      clearTimeout,
    })
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_TIMEOUT_MS })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a timer without idle callbacks; a cancelled task never runs', () => {
    vi.useFakeTimers()
    const ran = vi.fn()
    whenIdle(ran, { setTimeout, clearTimeout })
    const cancelled = vi.fn()
    whenIdle(cancelled, { setTimeout, clearTimeout })()
    vi.advanceTimersByTime(1000)
    expect(ran).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
