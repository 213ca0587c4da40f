import { describe, expect, it, vi } from 'vitest'
import type { ProviderDetail } from './announceProvider.js'
import { installTestWallet } from './installTestWallet.js'
import type { TestWalletStorage, TestWalletWindow } from './types.js'

const chains = [
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Hardhat' },
  { chainId: 1337, rpcUrl: 'http://127.0.0.1:8546', name: 'Hardhat 1337' },
]

function fakeWindow(extra: Partial<TestWalletWindow> = {}): TestWalletWindow {
  return Object.assign(new EventTarget(), { location: { origin: 'http://127.0.0.1:5173' } }, extra)
}

function collectAnnouncements(window: EventTarget): ProviderDetail[] {
  const details: ProviderDetail[] = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    details.push((event as CustomEvent<ProviderDetail>).detail)
  })
  return details
}

describe('installTestWallet', () => {
  it("announces 'AppKit Test Wallet' (rdns dev.appkit.testwallet) with a data: SVG icon and a uuid", () => {
    const window = fakeWindow()
    const details = collectAnnouncements(window)
    const wallet = installTestWallet({ chains, window, prompt: async () => true })
    expect(details).toHaveLength(1)
    const { info, provider } = details[0]!
    expect(info.name).toBe('AppKit Test Wallet')
    expect(info.rdns).toBe('dev.appkit.testwallet')
    expect(info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(provider).toBe(wallet.provider)
    expect(Object.isFrozen(details[0])).toBe(true)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    wallet.uninstall()
  })

  it('passes the page origin to the prompt', async () => {
    const prompt = vi.fn(async () => true)
    const window = fakeWindow()
    const wallet = installTestWallet({ chains, window, prompt })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(prompt).toHaveBeenCalledWith(
      expect.objectContaining({ origin: 'http://127.0.0.1:5173' }),
    )
    wallet.uninstall()
  })

  it('persists in window.sessionStorage under the rdns', async () => {
    const data = new Map<string, string>()
    const sessionStorage: TestWalletStorage = {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    }
    const window = fakeWindow({ sessionStorage })
    const first = installTestWallet({ chains, window, autoApprove: true })
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.uninstall()
    expect(JSON.parse(data.get('dev.appkit.testwallet') ?? '{}')).toMatchObject({ connected: true })
    const second = installTestWallet({ chains, window, autoApprove: true })
    expect(await second.provider.request({ method: 'eth_accounts' })).toHaveLength(3)
    second.uninstall()
  })

  it('legacyInjected sets window.ethereum and uninstall restores the previous value', () => {
    const previous = { isOther: true }
    const window = fakeWindow({ ethereum: previous })
    const wallet = installTestWallet({
      chains,
      window,
      prompt: async () => true,
      legacyInjected: true,
    })
    expect(window.ethereum).toBe(wallet.provider)
    wallet.uninstall()
    expect(window.ethereum).toBe(previous)

    const bare = fakeWindow()
    const other = installTestWallet({
      chains,
      window: bare,
      prompt: async () => true,
      legacyInjected: true,
    })
    other.uninstall()
    expect('ethereum' in bare).toBe(false)
  })

  it('does not touch window.ethereum without legacyInjected', () => {
    const window = fakeWindow()
    const wallet = installTestWallet({ chains, window, prompt: async () => true })
    expect('ethereum' in window).toBe(false)
    wallet.uninstall()
  })

  it('uninstall stops announcing, emits disconnect and fails later requests with 4900', async () => {
    const window = fakeWindow()
    const details = collectAnnouncements(window)
    const wallet = installTestWallet({ chains, window, prompt: async () => true })
    const onDisconnect = vi.fn()
    wallet.provider.on('disconnect', onDisconnect)
    wallet.uninstall()
    wallet.uninstall()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(1)
    expect(onDisconnect).toHaveBeenCalledTimes(1)
    await expect(wallet.provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: 4900,
    })
  })

  it('needs a prompt, a document or autoApprove', () => {
    expect(() => installTestWallet({ chains, window: fakeWindow() })).toThrow(
      /pass prompt or autoApprove/,
    )
    expect(() =>
      installTestWallet({ chains, window: fakeWindow(), autoApprove: true }).uninstall(),
    ).not.toThrow()
  })
})
