import { describe, expect, it } from 'vitest'
import { disconnectWallet } from './disconnectWallet.js'

describe('disconnectWallet: never fails, never hangs', () => {
  it('asks wallet_revokePermissions for eth_accounts', async () => {
    const calls: unknown[] = []
    await disconnectWallet({ request: async (args) => calls.push(args) })
    expect(calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
  })

  it('ignores a wallet that does not support it (4200) or throws synchronously', async () => {
    await expect(
      disconnectWallet({
        request: async () => Promise.reject({ code: 4200, message: 'unsupported' }),
      }),
    ).resolves.toBeUndefined()
    await expect(
      disconnectWallet({
        request: () => {
          throw new Error('sync')
        },
      }),
    ).resolves.toBeUndefined()
  })

  it('stops waiting for a wallet that never answers', async () => {
    const startedAt = Date.now()
    await disconnectWallet({ request: () => new Promise(() => {}) }, 50)
    expect(Date.now() - startedAt).toBeLessThan(1_000)
  })
})
