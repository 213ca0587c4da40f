import { type CaipNetwork, createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { SOCIAL_LOGIN } from '@appkit/ui/social-login'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedWallet } from './embeddedWallet.js'
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

function kitWithWallet() {
  const kit = createAppKit({
    projectId: 'project-1',
    networks: [localnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  kit.use(embeddedWallet({ host: createFakeFrameHost().host, popups: createFakePopupHost().host }))
  return kit
}

afterEach(() => {
  vi.unstubAllGlobals()
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
