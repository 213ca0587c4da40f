import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore } from './createToastStore.js'
import { TOAST_DURATION_MS, TOAST_SWAP_DELAY_MS } from './TOAST_TIMINGS.js'

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a toast at once when none is on screen, and hides it after its duration', () => {
    const toasts = createToastStore()
    toasts.show('success', 'Address copied')
    expect(toasts.store.getState().toast).toMatchObject({
      variant: 'success',
      message: 'Address copied',
    })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(toasts.store.getState().toast).toBeUndefined()
  })

  it("'toast swap delay 150 ms': a replacing toast waits 150 ms after the previous leaves", () => {
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
    const toasts = createToastStore()
    toasts.show('success', 'Address copied')
    toasts.show('error', 'Failed to disconnect chains')
    expect(toasts.store.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(149)
    expect(toasts.store.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(toasts.store.getState().toast?.message).toBe('Failed to disconnect chains')
  })

  it('the newest of several quick toasts wins, and the first hide timer does not cut it short', () => {
    const toasts = createToastStore()
    toasts.show('info', 'one')
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100)
    toasts.show('info', 'two')
    toasts.show('info', 'three')
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS)
    expect(toasts.store.getState().toast?.message).toBe('three')
    vi.advanceTimersByTime(200)
    expect(toasts.store.getState().toast?.message).toBe('three')
  })

  it('two stores (two providers) do not share toasts', () => {
    const a = createToastStore()
    const b = createToastStore()
    a.show('info', 'only a')
    expect(b.store.getState().toast).toBeUndefined()
  })

  it('dismiss removes the toast and any pending one', () => {
    const toasts = createToastStore()
    toasts.show('info', 'one')
    toasts.show('info', 'two')
    toasts.dismiss()
    vi.advanceTimersByTime(1000)
    expect(toasts.store.getState().toast).toBeUndefined()
  })
})
