import { describe, expect, it } from 'vitest'
import { disconnectWallet } from './disconnectWallet.js'

describe('disconnectWallet: never fails, never hangs', () => {
  it('asks wallet_revokePermissions for eth_accounts', async () => {
    const calls: unknown[] = []
    await disconnectWallet({ request: async (args) => calls.push(args) })
    expect(calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
  })

  it("calls the connector's own disconnect where it has one, instead of wallet_revokePermissions (the embedded wallet signs out there)", async () => {
    const calls: unknown[] = []
    let disconnected = 0
    const connector = {
      disconnect: async () => {
        disconnected += 1
      },
    }
    await disconnectWallet({ request: async (args) => calls.push(args) }, { connector })
    expect(disconnected).toBe(1)
    expect(calls).toEqual([])
  })

  it("never calls a disconnect() found on the provider itself: an injected wallet's is not the kit's to call", async () => {
    const calls: unknown[] = []
    let disconnected = 0
    const provider = {
      request: async (args: unknown) => calls.push(args),
      disconnect: async () => {
        disconnected += 1
      },
    }
    await disconnectWallet(provider)
    expect(disconnected).toBe(0)
    expect(calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
  })

  it("stops waiting for a connector's disconnect that never ends", async () => {
    const startedAt = Date.now()
    const connector = { disconnect: () => new Promise<void>(() => {}) }
    await disconnectWallet({ request: async () => null }, { connector, timeoutMs: 50 })
    expect(Date.now() - startedAt).toBeLessThan(1_000)
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
    await disconnectWallet({ request: () => new Promise(() => {}) }, { timeoutMs: 50 })
    expect(Date.now() - startedAt).toBeLessThan(1_000)
  })
})
