import { describe, expect, it, vi } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { createViewRegistry } from './createViewRegistry.js'

describe('createViewRegistry', () => {
  it('does not call a loader until the view is loaded, then calls it once and caches the promise', async () => {
    const registry = createViewRegistry()
    const loader = vi.fn(async () => ({ SwapView: 'component' }))
    registry.register('Swap', loader)
    expect(loader).not.toHaveBeenCalled()
    const first = registry.load('Swap')
    const second = registry.load('Swap')
    expect(second).toBe(first)
    await expect(first).resolves.toEqual({ SwapView: 'component' })
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('tells whether a view is registered', () => {
    const registry = createViewRegistry()
    expect(registry.has('Swap')).toBe(false)
    const unregister = registry.register('Swap', async () => ({}))
    expect(registry.has('Swap')).toBe(true)
    unregister()
    expect(registry.has('Swap')).toBe(false)
  })

  it('rejects loading an unregistered view with an AppKitError', async () => {
    const registry = createViewRegistry()
    await expect(registry.load('Nope')).rejects.toBeInstanceOf(AppKitError)
    await expect(registry.load('Nope')).rejects.toThrow('View not registered: Nope')
  })

  it('forgets a failed load so the next load retries the loader', async () => {
    const registry = createViewRegistry()
    const loader = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('view')
    registry.register('Swap', loader)
    await expect(registry.load('Swap')).rejects.toThrow('chunk failed')
    await expect(registry.load('Swap')).resolves.toBe('view')
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('an old unregister does not remove a loader registered after it', () => {
    const registry = createViewRegistry()
    const unregisterOld = registry.register('Swap', async () => 'old')
    registry.register('Swap', async () => 'new')
    unregisterOld()
    expect(registry.has('Swap')).toBe(true)
  })
})
