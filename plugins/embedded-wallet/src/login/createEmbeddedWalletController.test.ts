import { createStore } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import type { RequestType } from '../protocol/frameMessageSchema.js'
import type { EmbeddedWalletState } from '../provider/createEmbeddedWalletProvider.js'
import { createEmbeddedWalletController } from './createEmbeddedWalletController.js'

/** Approvals run one at a time, each after the previous one settled. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const USER = { email: 'a@b.co', address: `0x${'12'.repeat(20)}`, chainId: 31337 }
const SMART_ADDRESS = `0x${'ab'.repeat(20)}`
const SMART_USER = {
  ...USER,
  address: SMART_ADDRESS,
  accounts: [
    { address: USER.address, type: 'eoa' },
    { address: SMART_ADDRESS, type: 'smartAccount' },
  ],
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: false,
}

function setUp(options: { device?: boolean } = {}) {
  const store = createStore({ open: false, view: 'Connect' as string })
  const router = {
    store,
    push: vi.fn((view: string) => store.setState({ view })),
    goBack: vi.fn(() => store.setState({ view: 'Account' })),
  }
  const ctx = {
    router,
    open: vi.fn((request?: { view?: string }) =>
      store.setState({ open: true, view: request?.view ?? 'Connect' }),
    ),
    close: vi.fn(() => store.setState({ open: false, view: 'Connect' })),
    connect: vi.fn(async () => ({})),
  }
  const request = vi.fn(async (type: RequestType) => {
    if (type === 'CONNECT_EMAIL') return { action: options.device ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
    if (type === 'CONNECT_DEVICE') return { action: 'VERIFY_OTP' }
    if (type === 'SET_PREFERRED_ACCOUNT') return SMART_USER
    if (type === 'GET_SMART_ACCOUNT_NETWORKS') return { networks: ['eip155:31337'] }
    if (type === 'CONNECT_OTP') return USER
    return {}
  })
  const place = vi.fn()
  const user = createStore<EmbeddedWalletState>({ user: USER })
  const setUser = vi.fn((next: typeof USER) => user.setState({ user: next }))
  let now = 1_000
  const chosen = vi.fn()
  const controller = createEmbeddedWalletController({
    ctx: ctx as never,
    transport: { request, place },
    provider: { setUser, store: user },
    connectorId: 'embeddedWallet',
    now: () => now,
    onAccountTypeChosen: chosen,
  })
  return {
    controller,
    ctx,
    store,
    request,
    place,
    setUser,
    chosen,
    tick: (ms: number) => (now += ms),
  }
}

describe('createEmbeddedWalletController', () => {
  it('email login: sends the code (120 s timeout), opens EmailVerifyOtp, then connects the AUTH connector and closes', async () => {
    const { controller, ctx, store, request, setUser } = setUp()
    store.setState({ open: true, view: 'EmailLogin' })
    await controller.connectEmail('a@b.co')
    expect(request).toHaveBeenCalledWith(
      'CONNECT_EMAIL',
      { email: 'a@b.co' },
      { timeoutMs: 120_000 },
    )
    expect(ctx.router.push).toHaveBeenCalledWith('EmailVerifyOtp', { email: 'a@b.co' })
    await controller.verifyOtp('a@b.co', ' 123456 ')
    expect(request).toHaveBeenCalledWith(
      'CONNECT_OTP',
      { email: 'a@b.co', otp: '123456' },
      { timeoutMs: 120_000 },
    )
    expect(setUser).toHaveBeenCalledWith(USER)
    expect(ctx.connect).toHaveBeenCalledWith('embeddedWallet')
    expect(ctx.close).toHaveBeenCalled()
  })

  it("refuses a second email within 30 s: 'Please try again after N seconds'", async () => {
    const { controller, request, tick } = setUp()
    await controller.connectEmail('a@b.co')
    tick(12_000)
    await expect(controller.connectEmail('a@b.co')).rejects.toMatchObject({
      shortMessage: 'Please try again after 18 seconds',
    })
    tick(18_000)
    await controller.connectEmail('a@b.co')
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('device verification: from a device the account has not seen, EmailVerifyDevice first, then the one-time code', async () => {
    const { controller, ctx, request } = setUp({ device: true })
    await controller.connectEmail('a@b.co')
    expect(ctx.router.push).toHaveBeenLastCalledWith('EmailVerifyDevice', { email: 'a@b.co' })
    await expect(controller.verifyDevice('a@b.co', '  ')).rejects.toMatchObject({
      shortMessage: 'Invalid one-time code',
    })
    await controller.verifyDevice('a@b.co', ' 654321 ')
    expect(request).toHaveBeenLastCalledWith(
      'CONNECT_DEVICE',
      { email: 'a@b.co', code: '654321' },
      { timeoutMs: 120_000 },
    )
    expect(ctx.router.push).toHaveBeenLastCalledWith('EmailVerifyOtp', { email: 'a@b.co' })
  })

  it("spec §7 'preferred account': the secure site answers the user, whose active address is the preferred account's, and the provider carries it", async () => {
    const { controller, request, setUser } = setUp()
    await expect(controller.setPreferredAccountType('smartAccount')).resolves.toEqual(SMART_USER)
    expect(request).toHaveBeenCalledWith(
      'SET_PREFERRED_ACCOUNT',
      { type: 'smartAccount' },
      { timeoutMs: 120_000 },
    )
    expect(setUser).toHaveBeenLastCalledWith(SMART_USER)
    controller.syncTheme({ themeMode: 'dark', accent: '#2563eb' })
    expect(request).toHaveBeenLastCalledWith('SYNC_THEME', { themeMode: 'dark', accent: '#2563eb' })
  })

  it("spec §7 'smart account networks': the CAIP network ids the secure site answers", async () => {
    const { controller, request } = setUp()
    await expect(controller.smartAccountNetworks()).resolves.toEqual(['eip155:31337'])
    expect(request).toHaveBeenCalledWith('GET_SMART_ACCOUNT_NETWORKS', {}, { timeoutMs: 120_000 })
  })

  it('a preferred-account reply that is not a user (an account of an unknown type) is refused and not stored', async () => {
    const { controller, request, setUser, chosen } = setUp()
    request.mockResolvedValueOnce({
      ...SMART_USER,
      accounts: [{ address: SMART_ADDRESS, type: 'admin' }],
    } as never)
    await expect(controller.setPreferredAccountType('eoa')).rejects.toBeDefined()
    expect(setUser).not.toHaveBeenCalled()
    expect(chosen).not.toHaveBeenCalled()
  })

  it("the user's choice of account type is reported (onAccountTypeChosen) once the secure site took it: the plugin keeps it as the preferred type", async () => {
    const { controller, chosen } = setUp()
    await controller.setPreferredAccountType('eoa')
    expect(chosen).toHaveBeenCalledExactlyOnceWith('eoa')
  })

  it('refuses an invalid email before asking the frame', async () => {
    const { controller, request } = setUp()
    await expect(controller.connectEmail('not-an-email')).rejects.toMatchObject({
      shortMessage: 'Invalid email',
    })
    expect(request).not.toHaveBeenCalled()
  })

  it('a not-safe request opens ApproveTransaction, shows the frame there, and closes again after', async () => {
    const { controller, ctx, store, place } = setUp()
    let resolve: (value: string) => void = () => undefined
    const result = controller.withApproval(() => new Promise<string>((done) => (resolve = done)))
    await flush()
    expect(ctx.open).toHaveBeenCalledWith({ view: 'ApproveTransaction' })
    expect(controller.approval.getState().pending).toBe(true)
    controller.placeApproval({ top: 1, left: 2, width: 300, height: 320 })
    expect(place).toHaveBeenLastCalledWith({ top: 1, left: 2, width: 300, height: 320 })
    resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
    expect(place).toHaveBeenLastCalledWith(undefined)
    expect(store.getState().open).toBe(false)
  })

  it('leaving ApproveTransaction rejects the waiting request in the frame (RPC_ABORT)', async () => {
    const { controller, ctx, request } = setUp()
    void controller.withApproval(() => new Promise(() => undefined))
    await flush()
    ctx.close()
    expect(request).toHaveBeenCalledWith('RPC_ABORT', {})
  })
})

describe('createEmbeddedWalletController: update email (primary OTP, secondary OTP, success)', () => {
  it('new email -> UpdateEmailPrimaryOtp -> UpdateEmailSecondaryOtp -> the new email', async () => {
    const { controller, ctx, request, setUser } = setUp()
    request.mockImplementation(async (type: RequestType) => {
      if (type === 'UPDATE_EMAIL') return { action: 'VERIFY_PRIMARY_OTP' }
      if (type === 'UPDATE_EMAIL_PRIMARY_OTP') return { action: 'VERIFY_SECONDARY_OTP' }
      if (type === 'UPDATE_EMAIL_SECONDARY_OTP') return { email: 'new@b.co' }
      return {}
    })
    await controller.updateEmail('new@b.co')
    expect(ctx.router.push).toHaveBeenLastCalledWith('UpdateEmailPrimaryOtp', { email: 'new@b.co' })
    await controller.verifyPrimaryOtp('new@b.co', '111111')
    expect(request).toHaveBeenCalledWith(
      'UPDATE_EMAIL_PRIMARY_OTP',
      { otp: '111111' },
      { timeoutMs: 120_000 },
    )
    expect(ctx.router.push).toHaveBeenLastCalledWith('UpdateEmailSecondaryOtp', {
      email: 'new@b.co',
    })
    await expect(controller.verifySecondaryOtp('222222')).resolves.toBe('new@b.co')
    expect(setUser).toHaveBeenLastCalledWith({ ...USER, email: 'new@b.co' })
  })

  it('refuses an invalid new email before asking the frame', async () => {
    const { controller, request } = setUp()
    await expect(controller.updateEmail('nope')).rejects.toMatchObject({
      shortMessage: 'Invalid email',
    })
    expect(request).not.toHaveBeenCalled()
  })
})
