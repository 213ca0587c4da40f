import { createStore } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CHANNEL } from '../policies.js'
import type { RequestType } from '../protocol/frameMessageSchema.js'
import { createFakePopupHost } from '../testing/createFakePopupHost.js'
import { createSocialLoginController } from './createSocialLoginController.js'

const SECURE = 'http://127.0.0.1:4200'
const USER = {
  userName: 'octocat',
  socialProvider: 'github',
  address: `0x${'34'.repeat(20)}`,
  chainId: 31337,
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setUp(options: { blocked?: boolean; uri?: string } = {}) {
  const onFailure = vi.fn()
  const router = createStore({ open: true, view: 'Connect' as string })
  const ctx = {
    router: { store: router, push: vi.fn((view: string) => router.setState({ view })) },
    connect: vi.fn(async () => ({})),
    close: vi.fn(() => router.setState({ open: false })),
  }
  const request = vi.fn(
    async (type: RequestType, _payload?: unknown, _options?: unknown): Promise<unknown> => {
      if (type === 'GET_SOCIAL_REDIRECT_URI')
        return { uri: options.uri ?? `${SECURE}/social/github?state=s` }
      if (type === 'CONNECT_SOCIAL') return USER
      return {}
    },
  )
  const setUser = vi.fn()
  const popups = createFakePopupHost({ blocked: options.blocked })
  const social = createSocialLoginController({
    ctx: ctx as never,
    transport: { request },
    provider: { setUser },
    popups: popups.host,
    secureOrigin: SECURE,
    connectorId: 'embeddedWallet',
    onFailure,
  })
  return { social, ctx, router, request, setUser, popups, onFailure }
}

const result = { channel: EMBEDDED_WALLET_CHANNEL, kind: 'social-result', state: 's'.repeat(16) }

describe('createSocialLoginController (spec §5 social login through a popup)', () => {
  it('opens the popup on the secure origin, redeems the result in the frame, connects and closes', async () => {
    const { social, ctx, request, setUser, popups } = setUp()
    const done = social.start('github')
    expect(ctx.router.push).toHaveBeenCalledWith('ConnectingSocial', { provider: 'github' })
    expect(social.store.getState()).toMatchObject({ provider: 'github', status: 'waiting' })
    await flush()
    const [popup] = popups.popups
    expect(popup?.url).toBe(`${SECURE}/social/github?state=s`)
    expect(request).toHaveBeenCalledWith(
      'GET_SOCIAL_REDIRECT_URI',
      { provider: 'github' },
      { timeoutMs: 120_000, signal: expect.any(AbortSignal) },
    )
    popups.deliver({
      origin: SECURE,
      source: popup?.window,
      data: { ...result, code: 'c'.repeat(16) },
    })
    await done
    expect(request).toHaveBeenCalledWith(
      'CONNECT_SOCIAL',
      { state: 's'.repeat(16), code: 'c'.repeat(16) },
      { timeoutMs: 120_000, signal: expect.any(AbortSignal) },
    )
    expect(setUser).toHaveBeenCalledWith(USER)
    expect(ctx.connect).toHaveBeenCalledWith('embeddedWallet')
    expect(ctx.close).toHaveBeenCalled()
  })

  it("shows 'Failed to initiate social connection' when the popup is blocked or the redirect is not on the secure origin", async () => {
    const blocked = setUp({ blocked: true })
    await blocked.social.start('x')
    expect(blocked.social.store.getState()).toMatchObject({
      status: 'error',
      error: 'Failed to initiate social connection',
    })
    const elsewhere = setUp({ uri: 'http://evil.example/social/x?state=s' })
    await elsewhere.social.start('x')
    expect(elsewhere.social.store.getState().error).toBe('Failed to initiate social connection')
    expect(elsewhere.popups.popups[0]?.closed).toBe(true)
    expect(elsewhere.popups.popups[0]?.url).toBeUndefined()
  })

  it('spec §8 reported: a login that failed goes to onFailure (the plugin reports it); one given up does not', async () => {
    const elsewhere = setUp({ uri: 'http://evil.example/social/x?state=s' })
    await elsewhere.social.start('x')
    expect(elsewhere.onFailure).toHaveBeenCalledOnce()
    expect(elsewhere.onFailure.mock.calls[0]?.[0]).toMatchObject({
      shortMessage: 'Failed to initiate social connection',
      category: 'SECURE_SITE_ERROR',
    })
    const left = setUp()
    const done = left.social.start('google')
    await flush()
    left.router.setState({ view: 'Connect' })
    await done
    expect(left.onFailure).not.toHaveBeenCalled()
  })

  it('leaving ConnectingSocial while the popup is open closes it and gives up the login', async () => {
    const { social, router, popups, ctx } = setUp()
    const done = social.start('google')
    await flush()
    router.setState({ view: 'Connect' })
    await done
    expect(popups.popups[0]?.closed).toBe(true)
    expect(social.store.getState().status).toBe('idle')
    expect(ctx.connect).not.toHaveBeenCalled()
  })

  it('Cancel while the frame redeems the result (connecting) gives the login up: nothing connects', async () => {
    const { social, ctx, router, request, setUser, popups } = setUp()
    let redeem: (user: unknown) => void = () => undefined
    let redeemSignal: AbortSignal | undefined
    request.mockImplementation(async (type: RequestType, _payload?: unknown, options?: unknown) => {
      if (type === 'GET_SOCIAL_REDIRECT_URI') return { uri: `${SECURE}/social/github?state=s` }
      redeemSignal = (options as { signal?: AbortSignal }).signal
      return new Promise((resolve) => (redeem = resolve))
    })
    const done = social.start('github')
    await flush()
    const [popup] = popups.popups
    popups.deliver({
      origin: SECURE,
      source: popup?.window,
      data: { ...result, code: 'c'.repeat(16) },
    })
    await flush()
    expect(social.store.getState().status).toBe('connecting')
    router.setState({ view: 'Connect' })
    expect(redeemSignal?.aborted).toBe(true)
    redeem(USER)
    await done
    expect(setUser).not.toHaveBeenCalled()
    expect(ctx.connect).not.toHaveBeenCalled()
    expect(social.store.getState().status).toBe('idle')
  })

  it('starting again while the first login is connecting: only the new one connects', async () => {
    const { social, ctx, request, setUser, popups } = setUp()
    const redeems: ((user: unknown) => void)[] = []
    request.mockImplementation(async (type: RequestType) => {
      if (type === 'GET_SOCIAL_REDIRECT_URI') return { uri: `${SECURE}/social/github?state=s` }
      return new Promise((resolve) => redeems.push(resolve))
    })
    const first = social.start('github')
    await flush()
    popups.deliver({
      origin: SECURE,
      source: popups.popups[0]?.window,
      data: { ...result, code: 'c'.repeat(16) },
    })
    await flush()
    const second = social.start('github')
    redeems[0]?.(USER)
    await first
    expect(setUser).not.toHaveBeenCalled()
    expect(ctx.connect).not.toHaveBeenCalled()
    await flush()
    popups.deliver({
      origin: SECURE,
      source: popups.popups[1]?.window,
      data: { ...result, code: 'd'.repeat(16) },
    })
    await flush()
    redeems[1]?.(USER)
    await second
    expect(setUser).toHaveBeenCalledOnce()
    expect(ctx.connect).toHaveBeenCalledOnce()
  })
})
