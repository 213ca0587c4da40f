import { describe, expect, it, vi } from 'vitest'
import { createEventEmitter } from './createEventEmitter.js'

describe('createEventEmitter', () => {
  it('calls listeners until they are removed', () => {
    const emitter = createEventEmitter()
    const listener = vi.fn()
    emitter.on('chainChanged', listener)
    emitter.emit('chainChanged', '0x1')
    emitter.removeListener('chainChanged', listener)
    emitter.emit('chainChanged', '0x2')
    expect(listener).toHaveBeenCalledExactlyOnceWith('0x1')
  })

  it('calls a once listener a single time', () => {
    const emitter = createEventEmitter()
    const listener = vi.fn()
    emitter.once('connect', listener)
    emitter.emit('connect', 1)
    emitter.emit('connect', 2)
    expect(listener).toHaveBeenCalledExactlyOnceWith(1)
  })

  it('keeps calling the other listeners when one throws', async () => {
    const emitter = createEventEmitter()
    const after = vi.fn()
    const reported = new Promise((resolve) => {
      const original = globalThis.queueMicrotask
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((callback) => {
        original(() => {
          try {
            callback()
          } catch (error) {
            resolve(error)
          }
        })
      })
    })
    emitter.on('accountsChanged', () => {
      throw new Error('listener failed')
    })
    emitter.on('accountsChanged', after)
    emitter.emit('accountsChanged', [])
    expect(after).toHaveBeenCalledOnce()
    await expect(reported).resolves.toMatchObject({ message: 'listener failed' })
    vi.restoreAllMocks()
  })
})
