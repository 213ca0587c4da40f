import { describe, expect, it, vi } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { createViewRegistry } from './createViewRegistry.js'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((res) => {
    resolve = res
  })
  return { promise, resolve }
}

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

  it('tells whether a view is registered, and to which loader', () => {
    const registry = createViewRegistry()
    const loader = async () => ({})
    expect(registry.has('Swap')).toBe(false)
    const unregister = registry.register('Swap', loader)
    expect(registry.has('Swap')).toBe(true)
    expect(registry.has('Swap', loader)).toBe(true)
    expect(registry.has('Swap', async () => ({}))).toBe(false)
    unregister()
    expect(registry.has('Swap')).toBe(false)
  })

  it('rejects loading an unregistered view with an AppKitError naming it', async () => {
    const registry = createViewRegistry()
    await expect(registry.load('Nope')).rejects.toBeInstanceOf(AppKitError)
    await expect(registry.load('Nope')).rejects.toThrow('View not registered: Nope')
    expect(registry.peek('Nope')).toBeUndefined()
  })

  it('the undo unregisters: the view is unknown again and its loaded code forgotten', async () => {
    const registry = createViewRegistry()
    const unregister = registry.register('Swap', async () => 'view')
    await registry.load('Swap')
    unregister()
    unregister()
    expect(registry.peek('Swap')).toBeUndefined()
    await expect(registry.load('Swap')).rejects.toThrow('View not registered: Swap')
  })

  it('forgets a failed load so the next load retries the loader', async () => {
    const registry = createViewRegistry()
    const failure = new Error('chunk failed')
    const loader = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce('view')
    registry.register('Swap', loader)
    await expect(registry.load('Swap')).rejects.toThrow('chunk failed')
    expect(registry.peek('Swap')).toEqual({ status: 'failed', error: failure })
    await expect(registry.load('Swap')).resolves.toBe('view')
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it("reads a view's load synchronously: 'loading', then 'loaded' with its module, each a stable object", async () => {
    const registry = createViewRegistry()
    const module = deferred<unknown>()
    registry.register('Swap', () => module.promise)
    expect(registry.peek('Swap')).toBeUndefined()
    const loading = registry.load('Swap')
    expect(registry.peek('Swap')).toEqual({ status: 'loading' })
    module.resolve('view')
    await loading
    expect(registry.peek('Swap')).toEqual({ status: 'loaded', module: 'view' })
    expect(registry.peek('Swap')).toBe(registry.peek('Swap'))
  })

  it('notifies subscribers when a view starts loading and when it settles', async () => {
    const registry = createViewRegistry()
    registry.register('Swap', async () => 'view')
    registry.register('Account', async () => 'view')
    const listener = vi.fn()
    const stop = registry.subscribe(listener)
    await registry.load('Swap')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    await registry.load('Account')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('a name registered to a second loader warns naming the view, and the last registration wins', async () => {
    const warn = vi.fn()
    const registry = createViewRegistry({ warn })
    registry.register('Swap', async () => 'old')
    expect(await registry.load('Swap')).toBe('old')
    const unregisterNew = registry.register('Swap', async () => 'new')
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'View Swap is registered twice: the last registration wins',
    )
    expect(await registry.load('Swap')).toBe('new')
    unregisterNew()
    expect(await registry.load('Swap')).toBe('old')
  })

  it('an old unregister does not remove a loader registered after it', async () => {
    const registry = createViewRegistry({ warn: () => {} })
    const unregisterOld = registry.register('Swap', async () => 'old')
    registry.register('Swap', async () => 'new')
    await registry.load('Swap')
    unregisterOld()
    expect(registry.has('Swap')).toBe(true)
    expect(registry.peek('Swap')).toEqual({ status: 'loaded', module: 'new' })
  })

  it('the same loader registered twice is shared, without a warning, until both undos ran', async () => {
    const warn = vi.fn()
    const registry = createViewRegistry({ warn })
    const loader = vi.fn(async () => 'view')
    const first = registry.register('Swap', loader)
    const second = registry.register('Swap', loader)
    await registry.load('Swap')
    first()
    expect(registry.has('Swap', loader)).toBe(true)
    await registry.load('Swap')
    expect(loader).toHaveBeenCalledTimes(1)
    second()
    expect(registry.has('Swap')).toBe(false)
    expect(warn).not.toHaveBeenCalled()
  })

  it('a load still pending when its view is unregistered does not come back', async () => {
    const registry = createViewRegistry()
    const module = deferred<unknown>()
    const unregister = registry.register('Swap', () => module.promise)
    const pending = registry.load('Swap')
    unregister()
    module.resolve('view')
    await pending
    expect(registry.peek('Swap')).toBeUndefined()
  })

  it("titles a view as its registration in use says: a text, or one read from the view's data", () => {
    const registry = createViewRegistry({ warn: () => {} })
    expect(registry.title('Rewards')).toBeUndefined()
    const undoFixed = registry.register('Rewards', async () => 'a', { title: 'Rewards' })
    expect(registry.title('Rewards')).toBe('Rewards')
    const undoRead = registry.register('Rewards', async () => 'b', {
      title: (data) => (typeof data?.tier === 'string' ? `Rewards: ${data.tier}` : undefined),
    })
    expect(registry.title('Rewards', { tier: 'gold' })).toBe('Rewards: gold')
    expect(registry.title('Rewards')).toBeUndefined()
    undoRead()
    expect(registry.title('Rewards', { tier: 'gold' })).toBe('Rewards')
    undoFixed()
    expect(registry.title('Rewards')).toBeUndefined()
  })

  it('a title function that throws gives no title and a warning naming the view, not a broken header', () => {
    const warn = vi.fn()
    const registry = createViewRegistry({ warn })
    registry.register('Rewards', async () => 'a', {
      title: () => {
        throw new Error('no tier')
      },
    })
    expect(registry.title('Rewards')).toBeUndefined()
    expect(warn).toHaveBeenCalledExactlyOnceWith("View Rewards's title failed: Error: no tier")
  })

  it('lets the modal prerender a view only while the registration in use asks for it', () => {
    const registry = createViewRegistry({ warn: () => {} })
    expect(registry.prerenders('Rewards')).toBe(false)
    const undoPrerendered = registry.register('Rewards', async () => 'a', { prerender: true })
    expect(registry.prerenders('Rewards')).toBe(true)
    const undoPlain = registry.register('Rewards', async () => 'b')
    expect(registry.prerenders('Rewards')).toBe(false)
    undoPlain()
    expect(registry.prerenders('Rewards')).toBe(true)
    undoPrerendered()
    expect(registry.prerenders('Rewards')).toBe(false)
  })
})
