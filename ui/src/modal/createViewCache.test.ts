import { AppKitError } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { createViewCache } from './createViewCache.js'

function View() {
  return null
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createViewCache', () => {
  it('calls a view loader once and gives back the same promise, so a view loads once', async () => {
    const views = createViewCache()
    const loader = vi.fn(async () => ({ default: View }))
    const first = views.load('Account', loader)
    expect(views.load('Account', loader)).toBe(first)
    expect(await first).toBe(View)
    await views.load('Account', loader)
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it("is 'loading' until the module resolves, then 'loaded' with the component, synchronously readable", async () => {
    const views = createViewCache()
    const module = deferred<unknown>()
    expect(views.peek('Connect')).toBeUndefined()
    const loading = views.load('Connect', () => module.promise)
    expect(views.peek('Connect')).toEqual({ status: 'loading' })
    module.resolve({ default: View })
    await loading
    expect(views.peek('Connect')).toEqual({ status: 'loaded', View })
  })

  it('keeps the same entry object while nothing changes (a stable useSyncExternalStore snapshot)', async () => {
    const views = createViewCache()
    await views.load('Connect', async () => ({ default: View }))
    expect(views.peek('Connect')).toBe(views.peek('Connect'))
  })

  it('notifies subscribers when a view starts loading and when it settles', async () => {
    const views = createViewCache()
    const listener = vi.fn()
    const stop = views.subscribe(listener)
    await views.load('Connect', async () => ({ default: View }))
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    await views.load('Account', async () => ({ default: View }))
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it("records a failed load as 'failed' and fetches the view again on the next load", async () => {
    const views = createViewCache()
    const failure = new Error('chunk failed')
    const loader = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ default: View })
    await expect(views.load('Account', loader)).rejects.toBe(failure)
    expect(views.peek('Account')).toEqual({ status: 'failed', error: failure })
    expect(await views.load('Account', loader)).toBe(View)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('rejects a module without a default component', async () => {
    const views = createViewCache()
    await expect(views.load('Account', async () => ({}))).rejects.toThrow(
      new AppKitError('View Account has no default component'),
    )
    expect(views.peek('Account')?.status).toBe('failed')
  })

  it('forgets a view (retry after a failed load); a load it forgot does not come back', async () => {
    const views = createViewCache()
    const stale = deferred<unknown>()
    const first = views.load('Account', () => stale.promise)
    views.forget('Account')
    expect(views.peek('Account')).toBeUndefined()
    stale.resolve({ default: View })
    await first
    expect(views.peek('Account')).toBeUndefined()
  })

  it('two caches share nothing', async () => {
    const a = createViewCache()
    const b = createViewCache()
    await a.load('Account', async () => ({ default: View }))
    expect(b.peek('Account')).toBeUndefined()
  })
})
