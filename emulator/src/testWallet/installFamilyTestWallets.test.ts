import { describe, expect, it, vi } from 'vitest'
import { installTestWallet } from './installTestWallet.js'
import type { TestWalletPrompt } from './types.js'

function page() {
  return new EventTarget() as EventTarget & Record<string, unknown>
}

const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Hardhat' }]

describe('installTestWallet({ families })', () => {
  it('installs no other family unless asked', async () => {
    const window = page()
    const wallet = installTestWallet({ window, chains, prompt: async () => true })
    await wallet.familiesReady
    expect(window.keplr).toBeUndefined()
    expect(window.injectedWeb3).toBeUndefined()
    expect(window.btc_providers).toBeUndefined()
    wallet.uninstall()
  })

  it('installs window.keplr, injectedWeb3 and btc_providers, and removes them on uninstall', async () => {
    const window = page()
    const wallet = installTestWallet({
      window,
      chains,
      prompt: async () => true,
      families: ['cosmos', 'polkadot', 'bip122'],
    })
    await wallet.familiesReady
    expect(window.keplr).toMatchObject({ enable: expect.any(Function) })
    expect(Object.keys(window.injectedWeb3 as object)).toEqual(['appkit-test-wallet'])
    expect(window.btc_providers).toEqual([
      expect.objectContaining({
        id: 'AppKitTestWallet.BitcoinProvider',
        name: 'Bitcoin Test Wallet',
      }),
    ])
    wallet.uninstall()
    await vi.waitFor(() => expect(window.keplr).toBeUndefined())
    expect(window.injectedWeb3).toEqual({})
    expect(window.btc_providers).toEqual([])
    expect(window.AppKitTestWallet).toBeUndefined()
  })

  it('family wallets ask the same prompt, and a reject is a reject', async () => {
    const window = page()
    const prompt = vi.fn<TestWalletPrompt>(async () => false)
    const wallet = installTestWallet({ window, chains, prompt, families: ['polkadot', 'bip122'] })
    await wallet.familiesReady
    const extension = (
      window.injectedWeb3 as Record<string, { enable(name: string): Promise<unknown> }>
    )['appkit-test-wallet']
    await expect(extension?.enable('Demo')).rejects.toThrow('Rejected by user')
    const bitcoin = (
      window.AppKitTestWallet as {
        BitcoinProvider: { request(m: string, p: unknown): Promise<unknown> }
      }
    ).BitcoinProvider
    await expect(bitcoin.request('getAccounts', { purposes: ['payment'] })).resolves.toEqual({
      status: 'error',
      error: { code: -32000, message: 'User rejected the request' },
    })
    expect(prompt.mock.calls.map(([request]) => request.summary)).toEqual([
      'Connect (polkadot)',
      'Connect (bitcoin mainnet)',
    ])
    wallet.uninstall()
  })
})
