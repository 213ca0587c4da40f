import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it, vi } from 'vitest'
import { TEST_MNEMONIC } from '../../defaults.js'
import { deriveSolanaKeypair } from '../../solana/deriveSolanaKeypair.js'
import type { TestWalletPromptRequest } from '../types.js'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'
import type { StandardWalletAccount } from './WalletStandard.js'

type Connect = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: StandardWalletAccount[] }>
}
type SignMessage = {
  signMessage(input: {
    account: StandardWalletAccount
    message: Uint8Array
  }): Promise<{ signature: Uint8Array }[]>
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

function setUp(answer: boolean, storage = memoryStorage()) {
  const requests: TestWalletPromptRequest[] = []
  const handle = createSolanaTestWallet({
    chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
    prompt: async (request) => {
      requests.push(request)
      return answer
    },
    storage,
  })
  const features = handle.wallet.features as {
    'standard:connect': Connect
    'solana:signMessage': SignMessage
  }
  return { handle, features, requests, storage }
}

describe('createSolanaTestWallet', () => {
  it("connects after an approved 'Connect' prompt with the m/44'/501'/i'/0' accounts", async () => {
    const { handle, features, requests } = setUp(true)
    const { accounts } = await features['standard:connect'].connect()
    expect(requests.map((r) => r.summary)).toEqual(['Connect'])
    expect(accounts[0]?.address).toBe((await deriveSolanaKeypair(TEST_MNEMONIC, 0)).address)
    expect(accounts[0]?.chains).toEqual(['solana:localnet'])
    expect(handle.wallet.accounts).toHaveLength(3)
  })

  it('a rejected connect fails with 4001 and exposes no accounts', async () => {
    const { handle, features } = setUp(false)
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    expect(handle.wallet.accounts).toEqual([])
  })

  it('a silent connect never prompts; after a reload it restores a stored connection', async () => {
    const first = setUp(true)
    await expect(first.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    })
    expect(first.requests).toEqual([])
    await first.features['standard:connect'].connect()
    const reloaded = setUp(false, first.storage)
    const { accounts } = await reloaded.features['standard:connect'].connect({ silent: true })
    expect(accounts).toHaveLength(3)
    expect(reloaded.requests).toEqual([])
  })

  it('signs a message with ed25519 after showing it in the prompt', async () => {
    const { features, requests } = setUp(true)
    const { accounts } = await features['standard:connect'].connect()
    const account = accounts[0] as StandardWalletAccount
    const message = new TextEncoder().encode('héllo')
    const [output] = await features['solana:signMessage'].signMessage({ account, message })
    expect(requests.at(-1)?.summary).toBe('Sign message: héllo')
    expect(ed25519.verify(output?.signature as Uint8Array, message, account.publicKey)).toBe(true)
  })

  it('tells change listeners when it disconnects from the wallet side', async () => {
    const { handle, features } = setUp(true)
    await features['standard:connect'].connect()
    const listener = vi.fn()
    const events = handle.wallet.features['standard:events'] as {
      on(event: 'change', listener: (p: unknown) => void): () => void
    }
    events.on('change', listener)
    handle.disconnect()
    expect(listener).toHaveBeenCalledWith({ accounts: [] })
  })
})
