import { ACCOUNT_PROFILE, type AppKit, createAppKit, STORAGE_KEYS } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { accountEntries } from '@appkit/ui/account-entries'
import { SOCIAL_LOGIN } from '@appkit/ui/social-login'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_ACCOUNT } from './EMBEDDED_WALLET_ACCOUNT.js'
import { embeddedWallet } from './embeddedWallet.js'
import { EMBEDDED_WALLET_MESSAGE_CATALOG } from './i18n/EMBEDDED_WALLET_MESSAGE_CATALOG.js'
import { ACCOUNT_TYPE_VIEW, EMBEDDED_WALLET_CHANNEL as channel } from './policies.js'
import type { FrameRequest } from './protocol/frameMessageSchema.js'
import { createFakeFrameHost } from './testing/createFakeFrameHost.js'
import { createFakePopupHost } from './testing/createFakePopupHost.js'
import { localnet } from './testing/localnet.js'
import type { EmbeddedWalletViewContext } from './views/EmbeddedWalletViewContext.js'

/** The AccountType view's context as the plugin binds it: what the view's radio group drives. */
const viewContexts = vi.hoisted(() => [] as unknown[])
vi.mock('./views/AccountTypeView.js', () => ({
  bindAccountTypeView: (context: unknown) => {
    viewContexts.push(context)
    return () => null
  },
}))

const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

const SECURE = 'http://127.0.0.1:4200'

function kitWithWallet(frames = createFakeFrameHost(), storage = createMemoryStorage()) {
  const kit = createAppKit({
    projectId: 'project-1',
    networks: [localnet],
    loadRemoteConfig: false,
    storage,
  })
  // The eip155 family as its adapter describes it: accounts start as smart accounts (spec §6)
  // unless a returning visitor chose otherwise.
  const eip155 = kit.registry.store.getState().chains.eip155
  if (eip155 && !kit.storage.get(STORAGE_KEYS.preferredAccountTypes)?.eip155) {
    kit.registry.store.setState((state) => ({
      ...state,
      chains: { ...state.chains, eip155: { ...eip155, preferredAccountType: 'smartAccount' } },
    }))
  }
  kit.use(
    embeddedWallet({
      secureSiteUrl: SECURE,
      host: frames.host,
      popups: createFakePopupHost().host,
    }),
  )
  return kit
}

/** The frame's side of the protocol, for a kit built with `frames`. */
function frameOf(frames: ReturnType<typeof createFakeFrameHost>) {
  const send = (data: unknown) =>
    frames.deliver({ origin: SECURE, source: frames.frameWindow, data })
  /** The last request of this type the page posted to the frame. */
  const last = (type: string) =>
    frames.frameWindow.posted
      .map((entry) => entry.message as FrameRequest)
      .filter((message) => message.type === type)
      .at(-1)
  return {
    send,
    last,
    /** Answers the last request of this type with `payload`, then lets the page react. */
    async answer(type: string, payload: unknown) {
      send({ channel, kind: 'success', id: last(type)?.id, payload })
      await vi.advanceTimersByTimeAsync(0)
    },
  }
}

/**
 * A farcaster login the secure site answers with `user` (the frame announces itself ready
 * first when `ready`); then the eip155 family connects on the user's address.
 */
async function logInWithFarcaster(
  kit: AppKit,
  frame: ReturnType<typeof frameOf>,
  user: { address: string } & Record<string, unknown>,
  options: { ready: boolean },
) {
  kit.services.get(SOCIAL_LOGIN)?.start('farcaster')
  if (options.ready) frame.send({ channel, kind: 'ready' })
  await vi.advanceTimersByTimeAsync(500)
  await frame.answer('GET_FARCASTER_URI', { uri: `${SECURE}/farcaster/${'a'.repeat(32)}` })
  await frame.answer('CONNECT_FARCASTER', user)
  // The eip155 namespace reads addresses only, as EOAs.
  kit.registry.recordConnection('eip155', {
    connectorId: 'embeddedWallet',
    accounts: [{ address: user.address, type: 'eoa' as const }],
    caipNetwork: localnet,
  })
  await vi.advanceTimersByTimeAsync(0)
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('embeddedWallet: what it registers with the kit', () => {
  it('picking its AUTH connector opens EmailLogin; its features and alerts are registered until it is gone', () => {
    const kit = kitWithWallet()
    const email = { id: 'embeddedWallet', name: 'Email', type: 'AUTH' as const }
    expect(kit.router.connectorDestinations.resolve(email, { isMobile: false })).toEqual({
      view: 'EmailLogin',
    })
    expect(kit.gates.features()).toMatchObject({ email: true, smartSessions: false, pay: false })
    expect(kit.alerts.show('IFRAME_LOAD_FAILED')?.code).toBe('IFRAME_LOAD_FAILED')
    kit.destroy()
    expect(kit.router.connectorDestinations.resolve(email, { isMobile: false }).view).toBe(
      'ConnectingExternal',
    )
    expect(kit.gates.features()).not.toHaveProperty('email')
  })

  it("its connector, views, social login and account state are the kit's until it is torn down", () => {
    const kit = kitWithWallet()
    const connectorIds = () => kit.registry.store.getState().connectors.map((c) => c.id)
    expect(connectorIds()).toContain('embeddedWallet')
    expect(kit.router.hasView('EmailLogin')).toBe(true)
    // It titles its views itself (messages, read in the kit's locale): the UI names none of them.
    const title = (view: string, data?: Record<string, unknown>) => {
      const registered = kit.router.viewTitle(view, data)
      return typeof registered === 'object' ? kit.i18n.t(registered) : registered
    }
    expect(title('EmailLogin')).toBe('Continue with Email')
    expect(title('ConnectingSocial', { provider: 'github' })).toBe('GitHub')
    expect(kit.services.get(SOCIAL_LOGIN)).toBeDefined()
    // Account state is written only while its key is registered.
    const writeUsername = () =>
      kit.accountState.set(EMBEDDED_WALLET_ACCOUNT, 'eip155', { socialUsername: 'dwr' })
    writeUsername()
    expect(kit.accountState.get(EMBEDDED_WALLET_ACCOUNT, 'eip155')).toEqual({
      socialUsername: 'dwr',
    })
    kit.destroy()
    expect(connectorIds()).not.toContain('embeddedWallet')
    expect(kit.router.hasView('EmailLogin')).toBe(false)
    expect(kit.services.get(SOCIAL_LOGIN)).toBeUndefined()
    writeUsername()
    expect(kit.accountState.get(EMBEDDED_WALLET_ACCOUNT, 'eip155')).toEqual({})
  })
})

describe("embeddedWallet: the visitor's locale", () => {
  it('registers its translations with the kit', () => {
    const kit = createAppKit({
      projectId: 'project-1',
      networks: [localnet],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    const register = vi.spyOn(kit.i18n, 'register')
    kit.use(embeddedWallet({ host: createFakeFrameHost().host }))
    expect(register).toHaveBeenCalledWith(EMBEDDED_WALLET_MESSAGE_CATALOG)
    kit.destroy()
  })

  it("loads the secure frame in the kit's locale (its `locale` query parameter), as resolved when the frame mounts", () => {
    const frames = createFakeFrameHost()
    const kit = createAppKit({
      projectId: 'project-1',
      networks: [localnet],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      locale: 'de-AT',
    })
    kit.use(embeddedWallet({ secureSiteUrl: SECURE, host: frames.host }))
    expect(frames.mounted).toEqual([])
    kit.services.get(SOCIAL_LOGIN)?.start('farcaster')
    const url = new URL(frames.mounted[0] ?? '')
    expect(url.origin).toBe(SECURE)
    expect(url.searchParams.get('locale')).toBe('de')
    expect(url.searchParams.get('projectId')).toBe('project-1')
    kit.destroy()
  })
})

describe('embeddedWallet: the social login it offers the Connect view', () => {
  it('offers every remote-config social in an ordinary browser, farcaster included', () => {
    const kit = kitWithWallet()
    expect(kit.services.get(SOCIAL_LOGIN)?.available(SOCIALS)).toEqual(SOCIALS)
    kit.destroy()
  })

  it("in Telegram's in-app browser on Android, drops facebook and x (spec §6)", () => {
    vi.stubGlobal('window', {
      TelegramWebviewProxy: { postEvent: () => undefined },
      navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' },
    })
    const kit = kitWithWallet()
    expect(kit.services.get(SOCIAL_LOGIN)?.available(SOCIALS)).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
    kit.destroy()
  })
})

describe('embeddedWallet: the frame', () => {
  it('a timed-out request whose reload never gets READY leaves no unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      vi.useFakeTimers()
      const frames = createFakeFrameHost()
      const frame = frameOf(frames)
      const kit = kitWithWallet(frames)
      const shown = () => kit.alerts.store.getState().alerts.map((alert) => alert.code)
      kit.services.get(SOCIAL_LOGIN)?.start('farcaster')
      frame.send({ channel, kind: 'ready' })
      // GET_FARCASTER_URI is never answered: 120 s later it times out and the frame reloads.
      await vi.advanceTimersByTimeAsync(500 + 120_000)
      expect(shown()).toContain('IFRAME_REQUEST_TIMEOUT')
      const reload = frame.last('RELOAD')
      expect(reload).toBeDefined()
      frame.send({ channel, kind: 'success', id: reload?.id, payload: {} })
      // The reloaded frame never sends READY.
      await vi.advanceTimersByTimeAsync(20_000)
      expect(shown()).toContain('IFRAME_LOAD_FAILED')
      vi.useRealTimers()
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()
      kit.destroy()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})

describe('embeddedWallet: the account type (spec §6)', () => {
  async function connectedWithUser(user: { address: string } & Record<string, unknown>) {
    vi.useFakeTimers()
    const frames = createFakeFrameHost()
    const frame = frameOf(frames)
    const kit = kitWithWallet(frames)
    const before = kit.registry.store.getState().chains.eip155?.preferredAccountType
    await logInWithFarcaster(kit, frame, user, { ready: true })
    const entry = accountEntries(kit)
      .getState()
      .entries.find((entry) => entry.id === 'appkit:account-type')
    // As the Account view shows it: a message, in the kit's locale.
    const label = typeof entry?.label === 'object' ? kit.i18n.t(entry.label) : entry?.label
    return { kit, label, before }
  }
  const ADDRESS = `0x${'56'.repeat(20)}`
  const USER = { userName: 'dwr', socialProvider: 'farcaster', address: ADDRESS, chainId: 31337 }

  it("keeps the user and social data as its per-account state, and the display name as the account's profile; destroy drops both", async () => {
    const { kit } = await connectedWithUser(USER)
    expect(kit.accountState.get(EMBEDDED_WALLET_ACCOUNT, 'eip155')).toMatchObject({
      user: USER,
      socialProvider: 'farcaster',
      socialUsername: 'dwr',
    })
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155')).toEqual({ name: 'dwr' })
    kit.destroy()
    expect(kit.accountState.store.getState().eip155).toEqual({})
  })

  it('invents no type when the secure site sends none: the EVM default (smartAccount) stays', async () => {
    const { kit, label, before } = await connectedWithUser(USER)
    expect(before).toBe('smartAccount')
    expect(kit.registry.store.getState().chains.eip155?.preferredAccountType).toBe(before)
    expect(label).toBe('Account type')
    kit.destroy()
  })

  it("shows the secure site's type when it sends one", async () => {
    const { kit, label } = await connectedWithUser({
      ...USER,
      preferredAccountType: 'smartAccount',
    })
    expect(kit.registry.store.getState().chains.eip155?.preferredAccountType).toBe('smartAccount')
    expect(label).toBe('Account type: Smart account')
    kit.destroy()
  })

  it("the registry account carries the secure site's type (Account.type smartAccount, so SEND_SUCCESS tracks isSmartAccount), smartAccountDeployed, and the smart account networks as smartAccountEnabledNetworks", async () => {
    const SMART = `0x${'78'.repeat(20)}`
    const frames = createFakeFrameHost()
    const frame = frameOf(frames)
    vi.useFakeTimers()
    const kit = kitWithWallet(frames)
    await logInWithFarcaster(
      kit,
      frame,
      {
        ...USER,
        address: SMART,
        accounts: [
          { address: ADDRESS, type: 'eoa' },
          { address: SMART, type: 'smartAccount' },
        ],
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: false,
      },
      { ready: true },
    )
    await frame.answer('GET_SMART_ACCOUNT_NETWORKS', { networks: ['eip155:31337'] })
    const chain = kit.registry.store.getState().chains.eip155
    expect(chain?.address).toBe(SMART)
    expect(chain?.connections[0]?.accounts).toEqual([
      { address: SMART, type: 'smartAccount' },
      { address: ADDRESS, type: 'eoa' },
    ])
    expect(chain?.smartAccountDeployed).toBe(false)
    expect(chain?.smartAccountEnabledNetworks).toEqual(['eip155:31337'])
    kit.destroy()
  })
})

describe("embeddedWallet: spec §4 'keeps preferred account type' across sign-out", () => {
  const EOA = `0x${'56'.repeat(20)}`
  const SMART = `0x${'78'.repeat(20)}`
  const BOTH = [
    { address: EOA, type: 'eoa' },
    { address: SMART, type: 'smartAccount' },
  ]
  /** The frame's user on 31337 (both accounts) using `type`. */
  const on31337 = (type: 'eoa' | 'smartAccount') => ({
    userName: 'dwr',
    socialProvider: 'farcaster',
    address: type === 'eoa' ? EOA : SMART,
    chainId: 31337,
    accounts: BOTH,
    preferredAccountType: type,
    smartAccountDeployed: false,
  })
  /** On 1337 smart accounts are not enabled: the EOA only. */
  const on1337 = {
    ...on31337('eoa'),
    chainId: 1337,
    accounts: [{ address: EOA, type: 'eoa' }],
  }

  async function setUp(storage = createMemoryStorage()) {
    vi.useFakeTimers()
    viewContexts.length = 0
    const frames = createFakeFrameHost()
    const frame = frameOf(frames)
    const kit = kitWithWallet(frames, storage)
    await kit.router.loadView(ACCOUNT_TYPE_VIEW)
    let mounted = false
    const context = viewContexts.at(-1) as EmbeddedWalletViewContext
    const answer = frame.answer
    /** A farcaster login that the secure site answers with `user`. */
    const logIn = async (user: { address: string } & Record<string, unknown>) => {
      await logInWithFarcaster(kit, frame, user, { ready: !mounted })
      mounted = true
    }
    const signOut = async () => {
      const revoked = context.provider.store.getState().user
        ? (context.provider as unknown as { disconnect(): Promise<void> }).disconnect()
        : Promise.resolve()
      await vi.advanceTimersByTimeAsync(0)
      await answer('SIGN_OUT', {})
      await revoked
      kit.registry.markDisconnected('eip155')
      await vi.advanceTimersByTimeAsync(0)
    }
    const preferred = () => kit.registry.store.getState().chains.eip155?.preferredAccountType
    const requests = (type: string) =>
      frames.frameWindow.posted
        .map((entry) => entry.message as FrameRequest)
        .filter((message) => message.type === type)
    return { kit, frame, context, answer, logIn, signOut, preferred, requests }
  }

  it('choose EOA, sign out, log in again: the secure site (which forgot the type) is given EOA back', async () => {
    const { kit, context, answer, logIn, signOut, preferred, requests } = await setUp()
    await logIn(on31337('smartAccount'))
    // The user chooses EOA on the AccountType view.
    const chosen = context.controller.setPreferredAccountType('eoa')
    await vi.advanceTimersByTimeAsync(0)
    await answer('SET_PREFERRED_ACCOUNT', on31337('eoa'))
    await chosen
    expect(preferred()).toBe('eoa')

    await signOut()
    expect(preferred()).toBe('eoa')
    // Logged in again, the secure site starts from its default (smartAccount).
    await logIn(on31337('smartAccount'))
    expect(requests('SET_PREFERRED_ACCOUNT').at(-1)?.payload).toEqual({ type: 'eoa' })
    expect(preferred()).toBe('eoa')
    await answer('SET_PREFERRED_ACCOUNT', on31337('eoa'))
    expect(context.provider.store.getState().user?.address).toBe(EOA)
    expect(kit.registry.store.getState().chains.eip155?.address).toBe(EOA)
    kit.destroy()
  })

  it("a later visit (a new kit, the same storage) keeps the chosen EOA: the secure site's default is not learnt over it", async () => {
    const storage = createMemoryStorage()
    const first = await setUp(storage)
    await first.logIn(on31337('smartAccount'))
    const chosen = first.context.controller.setPreferredAccountType('eoa')
    await vi.advanceTimersByTimeAsync(0)
    await first.answer('SET_PREFERRED_ACCOUNT', on31337('eoa'))
    await chosen
    await first.signOut()
    first.kit.destroy()

    const { kit, logIn, preferred, requests } = await setUp(storage)
    expect(preferred()).toBe('eoa')
    await logIn(on31337('smartAccount'))
    expect(preferred()).toBe('eoa')
    expect(requests('SET_PREFERRED_ACCOUNT').at(-1)?.payload).toEqual({ type: 'eoa' })
    kit.destroy()
  })

  it('the type in use on a network without smart accounts (EOA on 1337) does not become the preference: back on 31337 it is still smartAccount', async () => {
    const { kit, context, answer, logIn, preferred, requests } = await setUp()
    await logIn(on31337('smartAccount'))
    expect(preferred()).toBe('smartAccount')
    const provider = context.provider as unknown as {
      request(args: { method: string; params?: unknown }): Promise<unknown>
    }
    const toLocalhost = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x539' }],
    })
    await vi.advanceTimersByTimeAsync(0)
    await answer('SWITCH_NETWORK', { chainId: 1337, user: on1337 })
    await toLocalhost
    expect(context.provider.store.getState().user?.preferredAccountType).toBe('eoa')
    expect(preferred()).toBe('smartAccount')
    const back = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    await vi.advanceTimersByTimeAsync(0)
    await answer('SWITCH_NETWORK', { chainId: 31337, user: on31337('smartAccount') })
    await back
    expect(preferred()).toBe('smartAccount')
    // Nothing was sent to change the secure site's preference.
    expect(requests('SET_PREFERRED_ACCOUNT')).toEqual([])
    kit.destroy()
  })

  it('a login on a network without smart accounts, after EOA was chosen, still gives the secure site EOA (its preference cannot be seen there)', async () => {
    const { kit, context, answer, logIn, signOut, requests } = await setUp()
    await logIn(on31337('smartAccount'))
    const chosen = context.controller.setPreferredAccountType('eoa')
    await vi.advanceTimersByTimeAsync(0)
    await answer('SET_PREFERRED_ACCOUNT', on31337('eoa'))
    await chosen
    await signOut()
    await logIn(on1337)
    expect(requests('SET_PREFERRED_ACCOUNT').map((request) => request.payload)).toEqual([
      { type: 'eoa' },
      { type: 'eoa' },
    ])
    kit.destroy()
  })

  it('a restored session whose secure site holds EOA (shown where both accounts exist) is learnt, not overwritten with the family default', async () => {
    const { kit, logIn, preferred, requests } = await setUp()
    await logIn(on31337('eoa'))
    expect(preferred()).toBe('eoa')
    expect(requests('SET_PREFERRED_ACCOUNT')).toEqual([])
    kit.destroy()
  })

  it("a late answer to 'smart account networks' is not written after sign-out, nor after another login", async () => {
    const { kit, frame, logIn, signOut } = await setUp()
    const networks = () => kit.registry.store.getState().chains.eip155?.smartAccountEnabledNetworks
    await logIn(on31337('smartAccount'))
    const first = frame.last('GET_SMART_ACCOUNT_NETWORKS')?.id
    await signOut()
    frame.send({ channel, kind: 'success', id: first, payload: { networks: ['eip155:31337'] } })
    await vi.advanceTimersByTimeAsync(0)
    expect(networks()).toBeUndefined()

    await logIn(on31337('smartAccount'))
    const second = frame.last('GET_SMART_ACCOUNT_NETWORKS')?.id
    expect(second).not.toBe(first)
    await signOut()
    await logIn(on31337('smartAccount'))
    frame.send({ channel, kind: 'success', id: second, payload: { networks: ['eip155:1'] } })
    await vi.advanceTimersByTimeAsync(0)
    expect(networks()).toBeUndefined()
    frame.send({
      channel,
      kind: 'success',
      id: frame.last('GET_SMART_ACCOUNT_NETWORKS')?.id,
      payload: { networks: ['eip155:31337'] },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(networks()).toEqual(['eip155:31337'])
    kit.destroy()
  })
})
