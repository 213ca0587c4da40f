import { type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { accountEntries } from '@appkit/ui/account-entries'
import { SOCIAL_LOGIN } from '@appkit/ui/social-login'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedWallet } from './embeddedWallet.js'
import { EMBEDDED_WALLET_CHANNEL as channel } from './policies.js'
import type { FrameRequest } from './protocol/frameMessageSchema.js'
import { createFakeFrameHost } from './testing/createFakeFrameHost.js'
import { createFakePopupHost } from './testing/createFakePopupHost.js'

const localnet: CaipNetwork = {
  id: 31337,
  name: 'Hardhat',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

const SECURE = 'http://127.0.0.1:4200'

function kitWithWallet(frames = createFakeFrameHost()) {
  const kit = createAppKit({
    projectId: 'project-1',
    networks: [localnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
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
  return {
    send: (data: unknown) => frames.deliver({ origin: SECURE, source: frames.frameWindow, data }),
    /** The last request of this type the page posted to the frame. */
    last: (type: string) =>
      frames.frameWindow.posted
        .map((entry) => entry.message as FrameRequest)
        .filter((message) => message.type === type)
        .at(-1),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
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
      const show = vi.spyOn(kit.alerts, 'show')
      kit.services.get(SOCIAL_LOGIN)?.start('farcaster')
      frame.send({ channel, kind: 'ready' })
      // GET_FARCASTER_URI is never answered: 120 s later it times out and the frame reloads.
      await vi.advanceTimersByTimeAsync(500 + 120_000)
      expect(show).toHaveBeenCalledWith('IFRAME_REQUEST_TIMEOUT')
      const reload = frame.last('RELOAD')
      expect(reload).toBeDefined()
      frame.send({ channel, kind: 'success', id: reload?.id, payload: {} })
      // The reloaded frame never sends READY.
      await vi.advanceTimersByTimeAsync(20_000)
      expect(show).toHaveBeenCalledWith('IFRAME_LOAD_FAILED')
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
  async function connectedWithUser(user: Record<string, unknown>) {
    vi.useFakeTimers()
    const frames = createFakeFrameHost()
    const frame = frameOf(frames)
    const kit = kitWithWallet(frames)
    const before = kit.registry.store.getState().chains.eip155?.preferredAccountType
    kit.services.get(SOCIAL_LOGIN)?.start('farcaster')
    frame.send({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    frame.send({
      channel,
      kind: 'success',
      id: frame.last('GET_FARCASTER_URI')?.id,
      payload: { uri: `${SECURE}/farcaster/${'a'.repeat(32)}` },
    })
    await vi.advanceTimersByTimeAsync(0)
    frame.send({
      channel,
      kind: 'success',
      id: frame.last('CONNECT_FARCASTER')?.id,
      payload: user,
    })
    await vi.advanceTimersByTimeAsync(0)
    await kit.registry.connect('eip155', 'embeddedWallet', async () => ({
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
      caipNetwork: localnet,
    }))
    await vi.advanceTimersByTimeAsync(0)
    const label = accountEntries(kit)
      .getState()
      .entries.find((entry) => entry.id === 'appkit:account-type')?.label
    return { kit, label, before }
  }
  const ADDRESS = `0x${'56'.repeat(20)}`
  const USER = { userName: 'dwr', socialProvider: 'farcaster', address: ADDRESS, chainId: 31337 }

  it('invents no type when the secure site sends none: the EVM default (smartAccount) stays', async () => {
    const { kit, label, before } = await connectedWithUser(USER)
    expect(before).toBe('smartAccount')
    expect(kit.registry.store.getState().chains.eip155?.preferredAccountType).toBe(before)
    expect(label).toBe('Account type')
    kit.destroy()
  })

  it("shows and records the secure site's type when it sends one", async () => {
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
    kit.services.get(SOCIAL_LOGIN)?.start('farcaster')
    frame.send({ channel, kind: 'ready' })
    await vi.advanceTimersByTimeAsync(500)
    frame.send({
      channel,
      kind: 'success',
      id: frame.last('GET_FARCASTER_URI')?.id,
      payload: { uri: `${SECURE}/farcaster/${'a'.repeat(32)}` },
    })
    await vi.advanceTimersByTimeAsync(0)
    frame.send({
      channel,
      kind: 'success',
      id: frame.last('CONNECT_FARCASTER')?.id,
      payload: {
        ...USER,
        address: SMART,
        accounts: [
          { address: ADDRESS, type: 'eoa' },
          { address: SMART, type: 'smartAccount' },
        ],
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: false,
      },
    })
    await vi.advanceTimersByTimeAsync(0)
    // The eip155 namespace reads addresses only, as EOAs.
    await kit.registry.connect('eip155', 'embeddedWallet', async () => ({
      accounts: [{ namespace: 'eip155', address: SMART, type: 'eoa' }],
      caipNetwork: localnet,
    }))
    await vi.advanceTimersByTimeAsync(0)
    frame.send({
      channel,
      kind: 'success',
      id: frame.last('GET_SMART_ACCOUNT_NETWORKS')?.id,
      payload: { networks: ['eip155:31337'] },
    })
    await vi.advanceTimersByTimeAsync(0)
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
