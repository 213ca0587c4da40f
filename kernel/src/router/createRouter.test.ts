import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createRouter,
  MODAL_SHAKE_DURATION_MS,
  type RouterContext,
  type RouterOptions,
} from './createRouter.js'

function contextWith(overrides: Partial<RouterContext> = {}): RouterContext {
  return {
    activeNamespace: 'eip155',
    manualControl: false,
    hasAdapters: true,
    isConnected: false,
    isMobile: false,
    isEmbedded: false,
    isSignInRequired: false,
    hasSessions: false,
    ...overrides,
  }
}

function setup(context: RouterContext = contextWith(), options: Partial<RouterOptions> = {}) {
  const ctx = { current: context }
  const router = createRouter({ getContext: () => ctx.current, ...options })
  return { router, ctx }
}

function views(router: ReturnType<typeof createRouter>) {
  return router.store.getState().history.map((entry) => entry.view)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createRouter: history', () => {
  it('starts closed on Connect with a one-entry history', () => {
    const { router } = setup()
    expect(router.store.getState()).toEqual({
      view: 'Connect',
      data: undefined,
      history: [{ view: 'Connect', data: undefined }],
      open: false,
      shake: false,
    })
  })

  it('push adds the view and its data on top of the history', () => {
    const { router } = setup()
    expect(router.push('Networks')).toBe(true)
    expect(router.push('Swap', { amount: '1' })).toBe(true)
    const state = router.store.getState()
    expect(state.view).toBe('Swap')
    expect(state.data).toEqual({ amount: '1' })
    expect(state.history).toEqual([
      { view: 'Connect', data: undefined },
      { view: 'Networks', data: undefined },
      { view: 'Swap', data: { amount: '1' } },
    ])
  })

  it('replace swaps the current entry without growing the history', () => {
    const { router } = setup()
    router.push('SwitchActiveChain')
    expect(router.replace('Connect', { from: 'switch' })).toBe(true)
    expect(views(router)).toEqual(['Connect', 'Connect'])
    expect(router.store.getState().data).toEqual({ from: 'switch' })
  })

  it('goBack returns to the previous view and its data', () => {
    const { router } = setup()
    router.push('Networks', { filter: 'evm' })
    router.push('SwitchNetwork')
    expect(router.goBack()).toBe(true)
    expect(router.store.getState().view).toBe('Networks')
    expect(router.store.getState().data).toEqual({ filter: 'evm' })
    expect(views(router)).toEqual(['Connect', 'Networks'])
  })

  it('goBack at the root is a no-op returning false', () => {
    const { router } = setup()
    const listener = vi.fn()
    router.store.subscribe(listener)
    expect(router.goBack()).toBe(false)
    expect(listener).not.toHaveBeenCalled()
    expect(views(router)).toEqual(['Connect'])
  })

  it('reset makes the view the only history entry', () => {
    const { router } = setup()
    router.push('Networks')
    router.push('Swap')
    router.reset('Account', { tab: 'activity' })
    expect(router.store.getState().history).toEqual([
      { view: 'Account', data: { tab: 'activity' } },
    ])
    expect(router.goBack()).toBe(false)
  })

  it('reports each view change with its action', () => {
    const onViewChanged = vi.fn()
    const { router } = setup(contextWith(), { onViewChanged })
    router.push('Networks', { a: 1 })
    router.replace('Swap')
    router.goBack()
    router.reset('Account')
    expect(onViewChanged.mock.calls.map(([change]) => change)).toEqual([
      { view: 'Networks', data: { a: 1 }, action: 'push' },
      { view: 'Swap', data: undefined, action: 'replace' },
      { view: 'Connect', data: undefined, action: 'goBack' },
      { view: 'Account', data: undefined, action: 'reset' },
    ])
  })

  it('shouldShowView returning false vetoes a push and a replace', () => {
    const shouldShowView = vi.fn((view: string) => view !== 'Swap')
    const onViewChanged = vi.fn()
    const { router } = setup(contextWith(), { shouldShowView, onViewChanged })
    expect(router.push('Swap', { x: 1 })).toBe(false)
    expect(router.replace('Swap')).toBe(false)
    expect(shouldShowView).toHaveBeenCalledWith('Swap', { x: 1 })
    expect(views(router)).toEqual(['Connect'])
    expect(onViewChanged).not.toHaveBeenCalled()
    expect(router.push('Networks')).toBe(true)
  })
})

describe('createRouter: open', () => {
  it('opens on Connect when disconnected and on Account when connected', () => {
    const onOpened = vi.fn()
    const { router, ctx } = setup(contextWith(), { onOpened })
    expect(router.open()).toEqual({ action: 'open', view: 'Connect' })
    expect(router.store.getState()).toMatchObject({ open: true, view: 'Connect' })
    expect(onOpened).toHaveBeenCalledWith({ view: 'Connect' })
    router.close()
    ctx.current = contextWith({ isConnected: true })
    router.open()
    expect(router.store.getState()).toMatchObject({ open: true, view: 'Account' })
  })

  it('opens on a requested view with its data, as a fresh history', () => {
    const onViewChanged = vi.fn()
    const { router } = setup(contextWith({ isConnected: true }), { onViewChanged })
    router.push('Networks')
    router.open({ view: 'Swap', data: { toToken: 'ETH' } })
    expect(router.store.getState().history).toEqual([{ view: 'Swap', data: { toToken: 'ETH' } }])
    expect(onViewChanged).toHaveBeenLastCalledWith({
      view: 'Swap',
      data: { toToken: 'ETH' },
      action: 'open',
    })
  })

  it('opens ConnectingWalletConnectBasic under manual control when disconnected (AllWallets on mobile)', () => {
    const { router, ctx } = setup(contextWith({ manualControl: true }))
    router.open()
    expect(router.store.getState().view).toBe('ConnectingWalletConnectBasic')
    router.close()
    ctx.current = contextWith({ hasAdapters: false, isMobile: true })
    router.open()
    expect(router.store.getState().view).toBe('AllWallets')
  })

  it('a requested namespace that differs from the active chain asks to switch network instead of changing view', () => {
    const onSwitchNetworkRequested = vi.fn()
    const onOpened = vi.fn()
    const { router } = setup(contextWith(), { onSwitchNetworkRequested, onOpened })
    router.push('Networks')
    expect(router.open({ namespace: 'solana', view: 'Connect' })).toEqual({
      action: 'switchNetwork',
      namespace: 'solana',
    })
    expect(onSwitchNetworkRequested).toHaveBeenCalledWith('solana', { view: 'Connect' })
    expect(onOpened).not.toHaveBeenCalled()
    expect(router.store.getState()).toMatchObject({ view: 'Networks', open: false })
  })

  it('calls onOpened only when the modal goes from closed to open', () => {
    const onOpened = vi.fn()
    const { router } = setup(contextWith(), { onOpened })
    router.open()
    router.open({ view: 'Networks' })
    expect(onOpened).toHaveBeenCalledTimes(1)
    expect(router.store.getState().view).toBe('Networks')
  })

  it('does not open when shouldShowView vetoes the chosen view', () => {
    const onOpened = vi.fn()
    const { router } = setup(contextWith(), {
      shouldShowView: (view) => view !== 'Swap',
      onOpened,
    })
    expect(router.open({ view: 'Swap' })).toEqual({ action: 'vetoed', view: 'Swap' })
    expect(router.store.getState()).toMatchObject({ open: false, view: 'Connect' })
    expect(onOpened).not.toHaveBeenCalled()
  })
})

describe('createRouter: close', () => {
  it('"On close the view resets to Connect"', () => {
    const onClosed = vi.fn()
    const { router } = setup(contextWith({ isConnected: true }), { onClosed })
    router.open()
    router.push('Networks')
    expect(router.close()).toBe(true)
    expect(router.store.getState()).toMatchObject({
      open: false,
      view: 'Connect',
      history: [{ view: 'Connect', data: undefined }],
    })
    expect(onClosed).toHaveBeenCalledTimes(1)
  })

  it('"in embedded mode it shows Account when connected, else Connect"', () => {
    const onClosed = vi.fn()
    const { router, ctx } = setup(contextWith({ isEmbedded: true, isConnected: true }), {
      onClosed,
    })
    router.open({ view: 'Networks' })
    router.close()
    expect(router.store.getState()).toMatchObject({ view: 'Account', open: true })
    ctx.current = contextWith({ isEmbedded: true, isConnected: false })
    router.push('Networks')
    router.close()
    expect(router.store.getState()).toMatchObject({ view: 'Connect', open: true })
    // Shown inline in the page, the embedded modal never closes: only its view resets.
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('"Closing is disabled on the sign or approve view while sign-in is required and no sessions exist": refused, and the modal shakes', () => {
    vi.useFakeTimers()
    const onClosed = vi.fn()
    const { router, ctx } = setup(contextWith({ isConnected: true, isSignInRequired: true }), {
      onClosed,
    })
    router.open({ view: 'SIWXSignMessage' })
    expect(router.close()).toBe(false)
    expect(router.store.getState()).toMatchObject({
      open: true,
      view: 'SIWXSignMessage',
      shake: true,
    })
    expect(onClosed).not.toHaveBeenCalled()

    ctx.current = contextWith({ isConnected: true, isSignInRequired: true, hasSessions: true })
    expect(router.close()).toBe(true)
    expect(router.store.getState()).toMatchObject({ open: false, view: 'Connect' })
    expect(onClosed).toHaveBeenCalledTimes(1)
    router.dispose()
  })

  it('closing is refused on ApproveTransaction too while sign-in is required and no sessions exist', () => {
    vi.useFakeTimers()
    const { router } = setup(contextWith({ isSignInRequired: true }))
    router.open({ view: 'ApproveTransaction' })
    expect(router.close()).toBe(false)
    router.dispose()
  })

  it('shouldClose returning false keeps an open modal open, shaking; it is not asked when closed', () => {
    vi.useFakeTimers()
    const onClosed = vi.fn()
    const shouldClose = vi.fn(() => false)
    const { router } = setup(contextWith(), { onClosed, shouldClose })
    expect(router.close()).toBe(true)
    expect(shouldClose).not.toHaveBeenCalled()
    router.open({ view: 'Networks' })
    expect(router.close()).toBe(false)
    expect(router.store.getState()).toMatchObject({ open: true, view: 'Networks', shake: true })
    expect(onClosed).not.toHaveBeenCalled()
    shouldClose.mockReturnValue(true)
    expect(router.close()).toBe(true)
    expect(router.store.getState()).toMatchObject({ open: false, view: 'Connect' })
    expect(onClosed).toHaveBeenCalledTimes(1)
    router.dispose()
  })

  it('does not call onClosed when the modal was already closed', () => {
    const onClosed = vi.fn()
    const { router } = setup(contextWith(), { onClosed })
    expect(router.close()).toBe(true)
    expect(onClosed).not.toHaveBeenCalled()
  })
})

describe('createRouter: shake', () => {
  it('"The modal shakes for 500 ms as an attention cue"', () => {
    vi.useFakeTimers()
    const { router } = setup()
    expect(MODAL_SHAKE_DURATION_MS).toBe(500)
    router.shake()
    expect(router.store.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(router.store.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(router.store.getState().shake).toBe(false)
  })

  it('shaking again restarts the 500 ms, using the injected timers', () => {
    const pending = new Map<number, () => void>()
    let nextHandle = 1
    const setTimeout = vi.fn((callback: () => void, _ms: number) => {
      const handle = nextHandle++
      pending.set(handle, callback)
      return handle
    })
    const clearTimeout = vi.fn((handle: unknown) => {
      pending.delete(handle as number)
    })
    const { router } = setup(contextWith(), { setTimeout, clearTimeout })
    router.shake()
    router.shake()
    expect(setTimeout).toHaveBeenLastCalledWith(expect.any(Function), MODAL_SHAKE_DURATION_MS)
    expect(clearTimeout).toHaveBeenCalledWith(1)
    expect([...pending.keys()]).toEqual([2])
    pending.get(2)?.()
    expect(router.store.getState().shake).toBe(false)
  })

  it('dispose cancels a pending shake', () => {
    vi.useFakeTimers()
    const { router } = setup()
    router.shake()
    router.dispose()
    expect(router.store.getState().shake).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('createRouter: lazy views', () => {
  it('registers views with a lazy loader, loads each once, and tells which exist', async () => {
    const { router } = setup()
    const loader = vi.fn(async () => 'SwapView')
    expect(router.hasView('Swap')).toBe(false)
    router.registerView('Swap', loader)
    expect(router.hasView('Swap')).toBe(true)
    expect(loader).not.toHaveBeenCalled()
    await expect(router.loadView('Swap')).resolves.toBe('SwapView')
    await router.loadView('Swap')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it("exposes each view's load and tells subscribers when it changes", async () => {
    const { router } = setup()
    const listener = vi.fn()
    router.subscribeViews(listener)
    const unregister = router.registerView('Swap', async () => 'SwapView')
    await router.loadView('Swap')
    expect(router.peekView('Swap')).toEqual({ status: 'loaded', module: 'SwapView' })
    expect(listener).toHaveBeenCalledTimes(2)
    unregister()
    expect(router.peekView('Swap')).toBeUndefined()
    await expect(router.loadView('Swap')).rejects.toThrow('View not registered: Swap')
  })

  it('warns through its options when a view name is registered to a second loader', () => {
    const warn = vi.fn()
    const { router } = setup(contextWith(), { warn })
    router.registerView('Swap', async () => 'a')
    router.registerView('Swap', async () => 'b')
    expect(warn).toHaveBeenCalledWith('View Swap is registered twice: the last registration wins')
  })

  it('allows pushing a view that has no registered loader', () => {
    const { router } = setup()
    expect(router.push('PluginView')).toBe(true)
    expect(router.hasView('PluginView')).toBe(false)
  })
})

describe('createRouter: isolation', () => {
  it('two routers share nothing', () => {
    vi.useFakeTimers()
    const a = setup().router
    const b = setup().router
    a.push('Networks')
    a.open({ view: 'Swap' })
    a.shake()
    a.registerView('Swap', async () => 'a')
    expect(b.store.getState()).toEqual({
      view: 'Connect',
      data: undefined,
      history: [{ view: 'Connect', data: undefined }],
      open: false,
      shake: false,
    })
    expect(b.hasView('Swap')).toBe(false)
    a.dispose()
  })
})

describe('createRouter: openingView (what open() would show, for warming its code)', () => {
  it('names the view open() would choose without opening: Connect, then Account once connected, and a requested view', () => {
    const { router, ctx } = setup()
    expect(router.openingView()).toBe('Connect')
    ctx.current = contextWith({ isConnected: true })
    expect(router.openingView()).toBe('Account')
    expect(router.openingView({ view: 'Networks' })).toBe('Networks')
    expect(router.store.getState().open).toBe(false)
    expect(views(router)).toEqual(['Connect'])
  })

  it('is undefined when open() would switch network instead, and calls no switch', () => {
    const onSwitchNetworkRequested = vi.fn()
    const { router } = setup(contextWith(), { onSwitchNetworkRequested })
    expect(router.openingView({ namespace: 'solana' })).toBeUndefined()
    expect(onSwitchNetworkRequested).not.toHaveBeenCalled()
  })
})
