import { createStore } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import type { RequestType } from '../protocol/frameMessageSchema.js'
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
  const kit = {
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
    kit: kit as never,
    transport: { request },
    provider: { setUser },
    secureOrigin: SECURE,
    connectorId: 'embeddedWallet',
  })
  return { farcaster, kit, router, request, setUser, approve: (user: unknown) => approve(user) }
}

describe('createFarcasterLoginController (ConnectingFarcaster)', () => {
  it('shows the approval link from the secure origin, then connects once the frame says approved', async () => {
    const { farcaster, kit, setUser, approve } = setUp()
    const done = farcaster.start()
    expect(kit.router.push).toHaveBeenCalledWith('ConnectingFarcaster')
    await flush()
    expect(farcaster.store.getState()).toMatchObject({
      status: 'waiting',
      uri: `${SECURE}/farcaster/${'a'.repeat(32)}`,
    })
    approve(USER)
    await done
    expect(setUser).toHaveBeenCalledWith(USER)
    expect(kit.connect).toHaveBeenCalledWith('embeddedWallet')
    expect(kit.close).toHaveBeenCalled()
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
    const { farcaster, kit, router, approve } = setUp()
    const done = farcaster.start()
    await flush()
    router.setState({ view: 'Connect' })
    approve(USER)
    await done
    expect(kit.connect).not.toHaveBeenCalled()
    expect(farcaster.store.getState().status).toBe('idle')
  })
})
