import { announceProvider, createTestWalletProvider } from '@appkit/emulator/test-wallet'
import { type AppKit, type Connector, createAppKit, createPluginContext } from '@appkit/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { hardhat } from '../networks/hardhat.js'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import {
  type DiscoveryTarget,
  type Eip155DiscoveryOptions,
  REQUEST_PROVIDER_EVENT,
  startEip155Discovery,
} from './startEip155Discovery.js'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

function testProvider() {
  return createTestWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Hardhat' }],
    prompt: async () => true,
  }).provider
}

function info(rdns: string, name: string, icon = ICON) {
  return { uuid: `${rdns}-uuid`, rdns, name, icon }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function setUp(options: Partial<Eip155DiscoveryOptions> & { ethereum?: unknown } = {}) {
  const target: DiscoveryTarget = new EventTarget()
  if (options.ethereum !== undefined) target.ethereum = options.ethereum
  const kit: AppKit = createAppKit({ projectId: 'test', networks: [hardhat] })
  const { context } = createPluginContext(kit, 'test')
  const start = () => {
    const stop = startEip155Discovery({
      target,
      connectors: { addConnector: context.register.connector },
      ...options,
    })
    cleanups.push(stop)
    return stop
  }
  const connectors = (): readonly Connector[] => kit.registry.store.getState().connectors
  cleanups.push(() => kit.destroy())
  return { target, kit, start, connectors }
}

function announce(target: EventTarget, detail: Parameters<typeof announceProvider>[0]) {
  cleanups.push(announceProvider(detail))
  return target
}

describe('startEip155Discovery: EIP-6963', () => {
  it('lists a wallet announced before discovery starts (it answers eip6963:requestProvider)', () => {
    const { target, start, connectors } = setUp()
    const provider = testProvider()
    announce(target, { target, info: info('dev.appkit.testwallet', 'Test Wallet'), provider })
    start()
    expect(connectors()).toEqual([
      {
        id: 'dev.appkit.testwallet',
        type: 'ANNOUNCED',
        name: 'Test Wallet',
        chain: 'eip155',
        info: { rdns: 'dev.appkit.testwallet' },
        imageUrl: ICON,
        provider,
      },
    ])
  })

  it('dispatches eip6963:requestProvider once listening, and lists later announcements', () => {
    const { target, start, connectors } = setUp()
    let requests = 0
    target.addEventListener(REQUEST_PROVIDER_EVENT, () => requests++)
    start()
    expect(requests).toBe(1)
    announce(target, { target, info: info('com.example.late', 'Late'), provider: testProvider() })
    expect(connectors().map((c) => c.id)).toEqual(['com.example.late'])
  })

  it('merges duplicates by rdns: one connector, the first provider kept', () => {
    const { target, start, connectors } = setUp()
    start()
    const first = testProvider()
    announce(target, { target, info: info('io.same', 'Same', 'not-an-icon'), provider: first })
    announce(target, { target, info: info('io.same', 'Same again'), provider: testProvider() })
    target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))
    const listed = connectors()
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ id: 'io.same', name: 'Same', imageUrl: ICON })
    expect(listed[0]?.provider).toBe(first)
  })

  it('keeps only data:image and https icons', () => {
    const { target, start, connectors } = setUp()
    start()
    const provider = testProvider()
    announce(target, { target, info: info('a.https', 'A', 'https://a.example/i.png'), provider })
    announce(target, { target, info: info('b.js', 'B', 'javascript:alert(1)'), provider })
    announce(target, { target, info: info('c.http', 'C', 'http://c.example/i.png'), provider })
    expect(connectors().map((c) => [c.id, c.imageUrl])).toEqual([
      ['a.https', 'https://a.example/i.png'],
      ['b.js', undefined],
      ['c.http', undefined],
    ])
  })

  it('"Excluded wallets are matched by rdns or case-insensitive name and hidden"', () => {
    const { target, start, connectors } = setUp({ excludeWallets: ['io.metamask', 'RAINBOW'] })
    start()
    const provider = testProvider()
    announce(target, { target, info: info('io.metamask', 'MetaMask'), provider })
    announce(target, { target, info: info('me.rainbow', 'Rainbow'), provider })
    announce(target, { target, info: info('app.phantom', 'Phantom'), provider })
    expect(connectors().map((c) => c.id)).toEqual(['app.phantom'])
  })

  it('ignores malformed announce details (untrusted events)', () => {
    const { target, start, connectors } = setUp()
    start()
    const provider = testProvider()
    const bad: unknown[] = [
      undefined,
      null,
      'wallet',
      { info: info('x.no-provider', 'X') },
      { info: info('x.bad-provider', 'X'), provider: { request: 'nope' } },
      { info: { ...info('x.no-uuid', 'X'), uuid: undefined }, provider },
      { info: { ...info('', 'Empty rdns') }, provider },
      { info: { ...info('x.blank', '   ') }, provider },
      { info: { ...info('x.icon', 'X'), icon: 42 }, provider },
    ]
    for (const detail of bad) {
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
    target.dispatchEvent(new Event('eip6963:announceProvider'))
    expect(connectors()).toEqual([])
  })

  it('stop removes the listeners and the connectors it added', () => {
    const { target, start, connectors } = setUp({ ethereum: testProvider() })
    const stop = start()
    announce(target, { target, info: info('io.one', 'One'), provider: testProvider() })
    expect(connectors()).toHaveLength(2)
    stop()
    expect(connectors()).toEqual([])
    announce(target, { target, info: info('io.two', 'Two'), provider: testProvider() })
    expect(connectors()).toEqual([])
  })
})

describe('startEip155Discovery: the generic Browser Wallet (window.ethereum)', () => {
  it('shows it on desktop when an injected wallet exists, as INJECTED with id injected', () => {
    const ethereum = testProvider()
    const { start, connectors } = setUp({ ethereum })
    start()
    expect(connectors()).toEqual([
      {
        id: 'injected',
        type: 'INJECTED',
        name: 'Browser Wallet',
        chain: 'eip155',
        provider: ethereum,
      },
    ])
  })

  it('"hidden on desktop when no injected wallet exists"', () => {
    const { start, connectors } = setUp()
    start()
    expect(connectors()).toEqual([])
  })

  it('"hidden ... on mobile when it has no rdns and is not installed"; shown when installed', () => {
    const mobile = setUp({ isMobile: () => true })
    mobile.start()
    expect(mobile.connectors()).toEqual([])
    const installed = setUp({ isMobile: () => true, ethereum: testProvider() })
    installed.start()
    expect(installed.connectors().map((c) => c.id)).toEqual(['injected'])
  })

  it('hidden when an EIP-6963 wallet announces the same provider object', () => {
    const ethereum = testProvider()
    const { target, start, connectors } = setUp({ ethereum })
    start()
    expect(connectors().map((c) => c.id)).toEqual(['injected'])
    announce(target, { target, info: info('dev.appkit.testwallet', 'Test'), provider: ethereum })
    expect(connectors().map((c) => c.id)).toEqual(['dev.appkit.testwallet'])
  })

  it('stays hidden when the same provider is announced by an excluded wallet', () => {
    const ethereum = testProvider()
    const { target, start, connectors } = setUp({ ethereum, excludeWallets: ['io.metamask'] })
    announce(target, { target, info: info('io.metamask', 'MetaMask'), provider: ethereum })
    start()
    expect(connectors()).toEqual([])
  })

  it('appears when window.ethereum is injected later (ethereum#initialized)', () => {
    const { target, start, connectors } = setUp()
    start()
    expect(connectors()).toEqual([])
    target.ethereum = testProvider() satisfies Eip1193Provider
    target.dispatchEvent(new Event('ethereum#initialized'))
    expect(connectors().map((c) => c.id)).toEqual(['injected'])
  })

  it('is hidden when excluded by name', () => {
    const { start, connectors } = setUp({
      ethereum: testProvider(),
      excludeWallets: ['browser wallet'],
    })
    start()
    expect(connectors()).toEqual([])
  })
})
