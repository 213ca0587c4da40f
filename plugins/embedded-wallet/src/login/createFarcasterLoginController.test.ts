import { createStore } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CHANNEL as channel } from '../policies.js'
import type { FrameRequest, RequestType } from '../protocol/frameMessageSchema.js'
import { createFakeFrameHost } from '../testing/createFakeFrameHost.js'
import { createFrameTransport } from '../transport/createFrameTransport.js'
import { createFarcasterLoginController } from './createFarcasterLoginController.js'

const SECURE = 'http://127.0.0.1:4200'
const USER = {
  userName: 'dwr',
  socialProvider: 'farcaster',
  address: `0x${'56'.repeat(20)}`,
  chainId: 31337,
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setUp(uri = `${SECURE}/farcaster/${'a'.repeat(32)}`) {
  const router = createStore({ open: true, view: 'Connect' as string })
  const ctx = {
    router: { store: router, push: vi.fn((view: string) => router.setState({ view })) },
    connect: vi.fn(async () => ({})),
    close: vi.fn(() => router.setState({ open: false })),
  }
  let approve: (user: unknown) => void = () => undefined
  const request = vi.fn(async (type: RequestType) => {
    if (type === 'GET_FARCASTER_URI') return { uri }
    if (type === 'CONNECT_FARCASTER') return new Promise((resolve) => (approve = resolve))
    return {}
  })
  const setUser = vi.fn()
  const farcaster = createFarcasterLoginController({
    ctx: ctx as never,
    transport: { request },
    provider: { setUser },
    secureOrigin: SECURE,
    connectorId: 'embeddedWallet',
  })
  return { farcaster, ctx, router, request, setUser, approve: (user: unknown) => approve(user) }
}

describe('createFarcasterLoginController (ConnectingFarcaster)', () => {
  it('shows the approval link from the secure origin, then connects once the frame says approved', async () => {
    const { farcaster, ctx, setUser, approve } = setUp()
    const done = farcaster.start()
    expect(ctx.router.push).toHaveBeenCalledWith('ConnectingFarcaster')
    await flush()
    expect(farcaster.store.getState()).toMatchObject({
      status: 'waiting',
      uri: `${SECURE}/farcaster/${'a'.repeat(32)}`,
    })
    approve(USER)
    await done
    expect(setUser).toHaveBeenCalledWith(USER)
    expect(ctx.connect).toHaveBeenCalledWith('embeddedWallet')
    expect(ctx.close).toHaveBeenCalled()
  })

  it("refuses a link that is not on the secure origin: 'Failed to initiate social connection'", async () => {
    const { farcaster, request } = setUp('https://evil.example/farcaster/x')
    await farcaster.start()
    expect(farcaster.store.getState()).toMatchObject({
      status: 'error',
      error: 'Failed to initiate social connection',
    })
    expect(farcaster.store.getState().uri).toBeUndefined()
    expect(request).not.toHaveBeenCalledWith(
      'CONNECT_FARCASTER',
      expect.anything(),
      expect.anything(),
    )
  })

  it('a late approval after the user left the view does not connect', async () => {
    const { farcaster, ctx, router, approve } = setUp()
    const done = farcaster.start()
    await flush()
    router.setState({ view: 'Connect' })
    approve(USER)
    await done
    expect(ctx.connect).not.toHaveBeenCalled()
    expect(farcaster.store.getState().status).toBe('idle')
  })

  it('leaving the view gives CONNECT_FARCASTER up in the frame transport: no timeout alert 120 s later', async () => {
    vi.useFakeTimers()
    try {
      const fake = createFakeFrameHost()
      const onRequestTimeout = vi.fn()
      const transport = createFrameTransport({
        url: `${SECURE}/?projectId=p`,
        host: fake.host,
        onRequestTimeout,
      })
      const fromFrame = (data: unknown) =>
        fake.deliver({ origin: SECURE, source: fake.frameWindow, data })
      const router = createStore({ open: true, view: 'Connect' as string })
      const ctx = {
        router: { store: router, push: vi.fn((view: string) => router.setState({ view })) },
        connect: vi.fn(async () => ({})),
        close: vi.fn(),
      }
      const farcaster = createFarcasterLoginController({
        ctx: ctx as never,
        transport,
        provider: { setUser: vi.fn() },
        secureOrigin: SECURE,
        connectorId: 'embeddedWallet',
      })
      const done = farcaster.start()
      fromFrame({ channel, kind: 'ready' })
      await vi.advanceTimersByTimeAsync(500)
      const ask = fake.frameWindow.posted.at(-1)?.message as FrameRequest
      fromFrame({ channel, kind: 'success', id: ask.id, payload: { uri: `${SECURE}/farcaster/x` } })
      await vi.advanceTimersByTimeAsync(0)
      const wait = fake.frameWindow.posted.at(-1)?.message as FrameRequest
      expect(wait.type).toBe('CONNECT_FARCASTER')
      router.setState({ view: 'Connect' })
      await done
      // No timer left for the given-up request: nothing is waiting in the transport.
      expect(vi.getTimerCount()).toBe(0)
      await vi.advanceTimersByTimeAsync(120_000)
      expect(onRequestTimeout).not.toHaveBeenCalled()
      fromFrame({ channel, kind: 'success', id: wait.id, payload: USER })
      await vi.advanceTimersByTimeAsync(0)
      expect(ctx.connect).not.toHaveBeenCalled()
      expect(farcaster.store.getState().status).toBe('idle')
    } finally {
      vi.useRealTimers()
    }
  })
})
