import { AppKitError } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
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

/** A kit with one view registered, and the cache reading its registry. */
function setup(loader: () => Promise<unknown> = async () => ({ default: View })) {
  const kit = createTestKit()
  kit.router.registerView('Account', loader)
  return { kit, views: createViewCache(kit.router) }
}

describe("createViewCache: the kit's view registry as components", () => {
  it('knows the views the registry knows, and only those', () => {
    const { kit, views } = setup()
    expect(views.has('Account')).toBe(true)
    expect(views.has('Swap')).toBe(false)
    const unregister = kit.router.registerView('Swap', async () => ({ default: View }))
    expect(views.has('Swap')).toBe(true)
    unregister()
    expect(views.has('Swap')).toBe(false)
  })

  it("loads through the registry: one call of the view's loader", async () => {
    const loader = vi.fn(async () => ({ default: View }))
    const { kit, views } = setup(loader)
    const first = views.load('Account')
    views.load('Account')
    expect(await first).toBe(View)
    await views.load('Account')
    await kit.router.loadView('Account')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it("is 'loading' until the module resolves, then 'loaded' with the component, synchronously readable", async () => {
    const module = deferred<unknown>()
    const { views } = setup(() => module.promise)
    expect(views.peek('Account')).toBeUndefined()
    const loading = views.load('Account')
    expect(views.peek('Account')).toEqual({ status: 'loading' })
    module.resolve({ default: View })
    await loading
    expect(views.peek('Account')).toEqual({ status: 'loaded', View })
  })

  it('shows a view the registry loaded elsewhere (a preload, another provider) at once', async () => {
    const { kit, views } = setup()
    await kit.router.loadView('Account')
    expect(views.peek('Account')).toEqual({ status: 'loaded', View })
  })

  it('keeps the same entry object while nothing changes (a stable useSyncExternalStore snapshot)', async () => {
    const { views } = setup()
    await views.load('Account')
    expect(views.peek('Account')).toBe(views.peek('Account'))
  })

  it('notifies subscribers when a view starts loading and when it settles', async () => {
    const { kit, views } = setup()
    kit.router.registerView('Connect', async () => ({ default: View }))
    const listener = vi.fn()
    const stop = views.subscribe(listener)
    await views.load('Account')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    await views.load('Connect')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it("records a failed load as 'failed' and fetches the view again on the next load", async () => {
    const failure = new Error('chunk failed')
    const loader = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ default: View })
    const { views } = setup(loader)
    await expect(views.load('Account')).rejects.toBe(failure)
    expect(views.peek('Account')).toEqual({ status: 'failed', error: failure })
    expect(await views.load('Account')).toBe(View)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('rejects a module without a default component', async () => {
    const { views } = setup(async () => ({}))
    await expect(views.load('Account')).rejects.toThrow(
      new AppKitError('View Account has no default component'),
    )
    expect(views.peek('Account')?.status).toBe('failed')
  })

  it('two kits share nothing', async () => {
    const a = setup()
    const b = setup()
    await a.views.load('Account')
    expect(b.views.peek('Account')).toBeUndefined()
  })
})
