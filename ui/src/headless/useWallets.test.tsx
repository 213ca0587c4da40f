import { type AppKit, createAppKit, STORAGE_KEYS, type WalletListing } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStandInAdapter } from '../testing/createStandInAdapter.js'
import { createTestKit, testMainnet } from '../testing/createTestKit.js'
import { readHookOnServer, readHookUnderTwoKits } from '../testing/readHookOnServer.js'
import { injected, metamask, walletConnect } from '../testing/testConnectors.js'
import { fetchWalletPage } from '../views/AllWallets/fetchWalletPage.js'
import { createWalletDirectory } from './createWalletDirectory.js'
import { type UseWalletsOptions, type UseWalletsResult, useWallets } from './useWallets.js'
import { listWalletOptions } from './walletOptions.js'

const listing = (id: string, extra: Partial<WalletListing> = {}): WalletListing => ({
  id,
  name: `Wallet ${id}`,
  ...extra,
})

afterEach(() => {
  vi.useRealTimers()
})

/** Server-renders the hook under a provider (no effects run: nothing is fetched). */
function readWallets(kit: AppKit, options?: UseWalletsOptions): UseWalletsResult {
  return readHookOnServer(kit, () => useWallets(options), {
    excludedWallets: [{ name: 'browser wallet' }],
  })
}

describe('listWalletOptions: the Connect and AllWallets rules as one list', () => {
  const kit = { urls: createTestKit().urls, apiQuery: createTestKit().apiQuery }
  const connectors = [injected, metamask, walletConnect]

  it('WalletConnect first, then the recent and the installed wallets, featured and custom, then the wallet list without those already shown', () => {
    const { wallets, installed, recent } = listWalletOptions(kit, {
      connectors,
      recent: [{ id: 'io.metamask', name: 'MetaMask' }],
      excluded: [],
      featured: [listing('rainbow')],
      custom: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mine://' }],
      registry: [listing('rainbow'), listing('mm', { rdns: 'io.metamask' }), listing('trust')],
      searching: false,
    })
    expect(wallets.map((w) => [w.id, w.source, w.installed, w.recent])).toEqual([
      ['walletConnect', 'walletConnect', false, false],
      ['io.metamask', 'recent', true, true],
      ['injected', 'injected', true, false],
      ['rainbow', 'featured', false, false],
      ['mine', 'custom', false, false],
      ['trust', 'registry', false, false],
    ])
    expect(wallets[1]).toMatchObject({ connectorId: 'io.metamask', imageUrl: metamask.imageUrl })
    expect(wallets[3]).toMatchObject({ connectorId: undefined, walletId: 'rainbow' })
    expect(installed.map((w) => w.id)).toEqual(['io.metamask', 'injected'])
    expect(recent.map((w) => w.id)).toEqual(['io.metamask'])
  })

  it('excluded wallets never show (by rdns or name), connectors and listings alike', () => {
    const { wallets, installed } = listWalletOptions(kit, {
      connectors,
      recent: [],
      excluded: [{ rdns: 'io.metamask' }, { name: 'wallet RAINBOW' }],
      featured: [listing('rainbow')],
      custom: [],
      registry: [],
      searching: false,
    })
    expect(wallets.map((w) => w.id)).toEqual(['walletConnect', 'injected'])
    expect(installed.map((w) => w.id)).toEqual(['injected'])
  })

  it("while searching, the search's answer alone; a listed wallet this browser has is installed, with its connector", () => {
    const { wallets } = listWalletOptions(kit, {
      connectors,
      recent: [{ id: 'io.metamask', name: 'MetaMask' }],
      excluded: [],
      featured: [listing('rainbow')],
      custom: [],
      registry: [listing('mm', { name: 'MetaMask', rdns: 'io.metamask' }), listing('metal')],
      searching: true,
    })
    expect(wallets.map((w) => [w.id, w.installed, w.recent, w.connectorId])).toEqual([
      ['mm', true, true, 'io.metamask'],
      ['metal', false, false, undefined],
    ])
  })
})

describe('createWalletDirectory: search and paging as AllWallets does them', () => {
  function pagesOf(total: number) {
    const calls: [string, number][] = []
    const loadPage = vi.fn(async (search: string, page: number) => {
      calls.push([search, page])
      const all = Array.from({ length: search ? 3 : total }, (_, i) => listing(`${search}${i}`))
      const wallets = all.slice((page - 1) * 40, page * 40)
      return { wallets, count: all.length, received: wallets.length }
    })
    return { calls, loadPage }
  }

  it('loads page 1 on start, then 40 more per loadMore while the count says there are more', async () => {
    const { calls, loadPage } = pagesOf(90)
    const listed: number[] = []
    const directory = createWalletDirectory({
      loadPage,
      onListed: (wallets) => listed.push(wallets.length),
    })
    const stop = directory.start()
    await vi.waitFor(() => expect(directory.pages.store.getState().status).toBe('idle'))
    expect(directory.pages.store.getState().wallets).toHaveLength(40)
    expect(directory.pages.hasMore()).toBe(true)
    directory.pages.loadMore()
    directory.pages.loadMore() // ignored while a page loads
    await vi.waitFor(() => expect(directory.pages.store.getState().wallets).toHaveLength(80))
    directory.pages.loadMore()
    await vi.waitFor(() => expect(directory.pages.store.getState().wallets).toHaveLength(90))
    expect(directory.pages.hasMore()).toBe(false)
    expect(calls).toEqual([
      ['', 1],
      ['', 2],
      ['', 3],
    ])
    expect(listed.at(-1)).toBe(90)
    stop()
  })

  it("searches 500 ms after the last keystroke (spec §9 'debounce 500 ms'), trimmed; a blank query lists every wallet again", async () => {
    vi.useFakeTimers()
    const { calls, loadPage } = pagesOf(5)
    const directory = createWalletDirectory({ loadPage })
    const stop = directory.start()
    directory.search('ra')
    await vi.advanceTimersByTimeAsync(300)
    directory.search('  rai ')
    expect(directory.store.getState().query).toBe('  rai ')
    await vi.advanceTimersByTimeAsync(499)
    expect(calls).toEqual([['', 1]])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual([
      ['', 1],
      ['rai', 1],
    ])
    await vi.advanceTimersByTimeAsync(0)
    expect(directory.pages.store.getState()).toMatchObject({ search: 'rai', status: 'idle' })
    directory.search('rai') // the same search is not asked again
    await vi.advanceTimersByTimeAsync(500)
    directory.search('   ')
    await vi.advanceTimersByTimeAsync(500)
    expect(calls).toEqual([
      ['', 1],
      ['rai', 1],
      ['', 1],
    ])
    stop()
  })

  it('a failed page is an error with the wallets kept; retry asks again', async () => {
    let fail = true
    const directory = createWalletDirectory({
      loadPage: async () => {
        if (fail) throw new Error('HTTP 503')
        return { wallets: [listing('a')], count: 1, received: 1 }
      },
    })
    directory.start()
    await vi.waitFor(() => expect(directory.pages.store.getState().status).toBe('failed'))
    fail = false
    directory.pages.retry()
    await vi.waitFor(() => expect(directory.pages.store.getState().wallets).toHaveLength(1))
  })

  it('a stop aborts the page in flight and cancels a waiting search', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    const loadPage = vi.fn(
      (_search: string, _page: number, signal: AbortSignal) =>
        new Promise<never>(() => signals.push(signal)),
    )
    const directory = createWalletDirectory({ loadPage })
    const stop = directory.start()
    directory.search('x')
    stop()
    await vi.advanceTimersByTimeAsync(1000)
    expect(loadPage).toHaveBeenCalledTimes(1)
    expect(signals[0]?.aborted).toBe(true)
  })

  it("asks the wallet list as AllWallets does: 40 a page, 100 when searching, the kit's networks and excluded ids", async () => {
    const urls: URL[] = []
    const kit = createAppKit({
      projectId: 'test-project',
      networks: [testMainnet],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      excludeWalletIds: ['banned'],
      fetch: async (input) => {
        urls.push(new URL(String(input)))
        return new Response(JSON.stringify({ count: 1, data: [listing('a'), listing('hidden')] }), {
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    const excluded = [{ id: 'hidden' }]
    const page = await fetchWalletPage(kit, excluded, '', 1)
    expect(page.wallets.map((w) => w.id)).toEqual(['a'])
    await fetchWalletPage(kit, excluded, 'rain', 1)
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({
      page: '1',
      entries: '40',
      exclude: 'banned,hidden',
      chains: 'eip155:1',
    })
    expect(Object.fromEntries(urls[1]!.searchParams)).toMatchObject({
      entries: '100',
      search: 'rain',
    })
  })
})

describe('useWallets', () => {
  it('renders on the server with the page’s wallets and asks nothing there (no window, no request)', () => {
    expect(typeof window).toBe('undefined')
    const fetch = vi.fn()
    const kit = createAppKit({
      projectId: 'test-project',
      networks: [testMainnet],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
      fetch,
    }).use({
      name: 'test:eip155',
      namespace: 'eip155',
      setup: (context) => context.register.family(createStandInAdapter('eip155')),
    })
    kit.registry.addConnector(injected)
    kit.registry.addConnector(metamask)
    kit.storage.set(STORAGE_KEYS.recentWallets, [{ id: 'io.metamask', name: 'MetaMask' }])
    const result = readWallets(kit)
    // The provider's excluded wallets apply ('browser wallet').
    expect(result.wallets.map((w) => w.name)).toEqual(['MetaMask'])
    expect(result.recent.map((w) => w.id)).toEqual(['io.metamask'])
    expect(result).toMatchObject({ query: '', hasMore: false, loading: false, error: undefined })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('two kits on one page: each list is its own kit’s', () => {
    const first = createTestKit()
    const second = createTestKit()
    first.registry.addConnector(metamask)
    second.registry.addConnector({ ...injected, name: 'Other Wallet' })
    const seen = readHookUnderTwoKits(first, second, () =>
      useWallets().wallets.map((wallet) => wallet.name),
    )
    expect(seen).toEqual([['MetaMask'], ['Other Wallet']])
  })

  it('the exclude option hides more wallets', () => {
    const kit = createTestKit()
    kit.registry.addConnector(metamask)
    kit.registry.addConnector(walletConnect)
    expect(
      readWallets(kit, { exclude: [{ rdns: 'io.metamask' }] }).wallets.map((w) => w.id),
    ).toEqual(['walletConnect'])
  })
})
