import { announceProvider } from '@appkit/emulator/test-wallet'
import type { AppKit, ObservedRequest } from '@appkit/kernel'
import { createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DiscoveryTarget } from './discovery/startEip155Discovery.js'
import { EIP155_PLUGIN_NAME, eip155 } from './eip155.js'
import { createTestWallet, type LocalChains, startLocalChains } from './testing/startLocalChains.js'

let chains: LocalChains

beforeAll(async () => {
  chains = await startLocalChains()
}, 30_000)

afterAll(async () => {
  await chains?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  vi.unstubAllGlobals()
})

function createKit(): AppKit {
  const kit = createAppKit({
    projectId: 'plugin-test',
    networks: [chains.hardhat, chains.localhost],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
  })
  cleanups.push(() => kit.destroy())
  return kit
}

/** A browser page: a window where the test wallet announces itself (EIP-6963). */
function pageWithTestWallet(options: { supportedChainIds?: readonly number[] } = {}) {
  const target: DiscoveryTarget = new EventTarget()
  vi.stubGlobal('window', target)
  const wallet = createTestWallet(chains, options)
  cleanups.push(
    announceProvider({
      target,
      info: {
        uuid: 'test-uuid',
        name: 'AppKit Test Wallet',
        icon: 'data:image/svg+xml,<svg/>',
        rdns: 'dev.appkit.testwallet',
      },
      provider: wallet.provider,
    }),
  )
  return wallet
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const startedAt = Date.now()
  while (!check()) {
    if (Date.now() - startedAt > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('eip155() plugin', () => {
  it('is a namespace plugin named appkit:eip155 that registers the eip155 adapter', () => {
    const plugin = eip155()
    expect(plugin).toMatchObject({ name: EIP155_PLUGIN_NAME, namespace: 'eip155' })
    const kit = createKit().use(plugin)
    expect(kit.plugins()).toEqual(['appkit:eip155'])
    expect(kit.adapter('eip155')?.namespace).toBe('eip155')
  })

  it('starts no discovery without a window (server-side rendering)', () => {
    const kit = createKit().use(eip155())
    expect(kit.registry.store.getState().connectors).toEqual([])
  })

  it('lists the EIP-6963 test wallet, connects it through the kit and reads its balance', async () => {
    const wallet = pageWithTestWallet()
    const kit = createKit().use(eip155())
    expect(kit.registry.store.getState().connectors.map((c) => c.id)).toEqual([
      'dev.appkit.testwallet',
    ])
    const connection = await kit.connect('dev.appkit.testwallet')
    expect(connection.accounts[0]?.address).toBe(wallet.addresses[0])
    expect(connection.caipNetwork.caipNetworkId).toBe('eip155:31337')
    await until(() => kit.registry.store.getState().chains.eip155?.balance !== undefined)
    expect(kit.registry.store.getState().chains.eip155?.balanceSymbol).toBe('ETH')
  })

  it('switches the connected wallet from 31337 to 1337 through the kit', async () => {
    const wallet = pageWithTestWallet()
    const kit = createKit().use(eip155())
    await kit.connect('dev.appkit.testwallet')
    await kit.switchNetwork(chains.localhost)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(kit.registry.store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1337')
  })

  it('follows the wallet when it changes account (accountsChanged)', async () => {
    const wallet = pageWithTestWallet()
    const kit = createKit().use(eip155())
    await kit.connect('dev.appkit.testwallet')
    wallet.selectAccount(1)
    expect(kit.registry.store.getState().chains.eip155?.address).toBe(wallet.addresses[1])
  })

  it('answers eip155 read methods on the active network, observed by the request hooks', async () => {
    const kit = createKit().use(eip155())
    const seen: ObservedRequest[] = []
    kit.hooks.requestStarted.tap('test', (request) => {
      seen.push(request)
    })
    const blockNumber = await kit.request<string>('eip155', 'eth_blockNumber')
    expect(blockNumber).toMatch(/^0x[0-9a-f]+$/)
    expect(await kit.request('eip155', 'eth_chainId')).toBe('0x7a69')
    expect(seen[0]).toMatchObject({ kind: 'json-rpc', source: 'eip155:31337' })
    const url = new URL(seen[0]!.url)
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('projectId')).toBe('plugin-test')
  })

  it('does not answer wallet methods: they need a connector', async () => {
    const kit = createKit().use(eip155())
    await expect(kit.request('eip155', 'eth_sendTransaction', [])).rejects.toMatchObject({
      shortMessage: 'Unsupported chain namespace',
    })
  })

  it('hides excluded wallets (option excludeWallets)', () => {
    pageWithTestWallet()
    const kit = createKit().use(eip155({ excludeWallets: ['appkit test wallet'] }))
    expect(kit.registry.store.getState().connectors).toEqual([])
  })

  it('on teardown stops discovery, removes its connectors and unregisters the adapter', () => {
    pageWithTestWallet()
    const kit = createKit().use(eip155())
    expect(kit.registry.store.getState().connectors).toHaveLength(1)
    kit.destroy()
    expect(kit.registry.store.getState().connectors).toEqual([])
    expect(kit.adapter('eip155')).toBeUndefined()
  })
})
