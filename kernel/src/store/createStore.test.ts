import { describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore.js'

describe('createStore', () => {
  it('merges partial updates and notifies with the next and previous state', () => {
    const store = createStore({ a: 1, b: 'x' })
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState({ a: 2 })
    expect(store.getState()).toEqual({ a: 2, b: 'x' })
    expect(listener).toHaveBeenCalledWith({ a: 2, b: 'x' }, { a: 1, b: 'x' })
  })

  it('notifies a selector subscriber only when its slice changes', () => {
    const store = createStore({ a: 1, b: 'x' })
    const onB = vi.fn()
    store.subscribe((s) => s.b, onB)
    store.setState({ a: 5 })
    expect(onB).not.toHaveBeenCalled()
    store.setState({ b: 'y' })
    expect(onB).toHaveBeenCalledWith('y', 'x')
  })

  it('does not notify when an updater returns the same state, and stops after unsubscribe', () => {
    const store = createStore({ a: 1 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.setState((s) => s)
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
    store.setState({ a: 2 })
    expect(listener).not.toHaveBeenCalled()
  })
})
