import { announceProvider } from '@appkit/emulator/test-wallet'
import type { ObservedRequestResult } from '@appkit/kernel'
import { createAppKit, UserRejectedRequestError } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DiscoveryTarget } from '../discovery/startEip155Discovery.js'
import { eip155 } from '../eip155.js'
import { recordRequests } from '../testing/recordRequests.js'
import {
  createTestWallet,
  type LocalChains,
  startLocalChains,
} from '../testing/startLocalChains.js'
import { observeWalletProvider } from './observeWalletProvider.js'

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

describe('observeWalletProvider (wallet requests reported as json-rpc with a wallet: source)', () => {
  it('reports a wallet request as it starts and with its result when it settles', async () => {
    const wallet = createTestWallet(chains)
    const seen = recordRequests()
    let id = 0
    const provider = observeWalletProvider(wallet.provider, {
      connector: wallet.connector,
      requestObserver: seen.requestObserver,
      nextId: () => ++id,
    })
    const accounts = await provider.request({ method: 'eth_requestAccounts' })
    expect((accounts as string[])[0]).toBe(wallet.addresses[0])
    const expected = {
      id: 1,
      kind: 'json-rpc',
      method: 'POST',
      url: 'eip1193:dev.appkit.testwallet',
      body: { method: 'eth_requestAccounts' },
      batchSize: 1,
      rpcMethods: ['eth_requestAccounts'],
      source: 'wallet:dev.appkit.testwallet',
    }
    expect(seen.started).toEqual([expected])
    expect(seen.finished).toEqual([
      {
        ...expected,
        attempts: 1,
        status: undefined,
        ok: true,
        response: accounts,
        durationMs: expect.any(Number),
      },
    ])
  })

  it('a rejected request reaches the caller as the wallet threw it and the observer as UserRejectedRequestError', async () => {
    const wallet = createTestWallet(chains)
    wallet.answer(false)
    const seen = recordRequests()
    const provider = observeWalletProvider(wallet.provider, {
      connector: wallet.connector,
      requestObserver: seen.requestObserver,
      nextId: () => 7,
    })
    const thrown = await provider.request({ method: 'eth_requestAccounts' }).catch((e) => e)
    expect(thrown).toMatchObject({ code: 4001 })
    expect(thrown).not.toBeInstanceOf(UserRejectedRequestError)
    expect(seen.finished[0]).toMatchObject({ id: 7, ok: false })
    expect(seen.finished[0]?.error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('an observer that throws does not break the wallet call; without an observer the provider is returned as is', async () => {
    const wallet = createTestWallet(chains)
    const provider = observeWalletProvider(wallet.provider, {
      connector: wallet.connector,
      requestObserver: () => ({
        started: () => {
          throw new Error('observer bug')
        },
        finished: () => {
          throw new Error('observer bug')
        },
      }),
      nextId: () => 1,
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const plain = observeWalletProvider(wallet.provider, {
      connector: wallet.connector,
      requestObserver: undefined,
      nextId: () => 1,
    })
    expect(plain).toBe(wallet.provider)
  })

  it("through the plugin: connect and a 0.01 ETH send reach the kit's request hooks, with the transaction hash as the response", async () => {
    const target: DiscoveryTarget = new EventTarget()
    vi.stubGlobal('window', target)
    const wallet = createTestWallet(chains)
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
    const kit = createAppKit({
      projectId: 'plugin-test',
      networks: [chains.hardhat, chains.localhost],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    }).use(eip155())
    cleanups.push(() => kit.destroy())
    const finished: ObservedRequestResult[] = []
    kit.hooks.requestFinished.tap('test', (request) => {
      finished.push(request)
    })
    await kit.connect('dev.appkit.testwallet')
    const hash = await kit.send({
      amount: '0.01',
      receiverAddress: wallet.addresses[2]!,
      token: { symbol: 'ETH', decimals: 18 },
    })
    const walletCalls = finished.filter((r) => r.source === 'wallet:dev.appkit.testwallet')
    expect(walletCalls.map((r) => r.rpcMethods?.[0])).toContain('eth_requestAccounts')
    const sent = walletCalls.find((r) => r.rpcMethods?.[0] === 'eth_sendTransaction')
    expect(sent).toMatchObject({
      kind: 'json-rpc',
      url: 'eip1193:dev.appkit.testwallet',
      ok: true,
      response: hash,
    })
    expect(sent?.body).toMatchObject({ method: 'eth_sendTransaction' })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
