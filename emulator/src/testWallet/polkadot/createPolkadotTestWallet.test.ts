import { stringToHex } from '@polkadot/util'
import { describe, expect, it, vi } from 'vitest'
import { createPolkadotTestWallet } from './createPolkadotTestWallet.js'

const OTHER_ACCOUNT = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('createPolkadotTestWallet', () => {
  it('a declined enable throws and lists no account', async () => {
    const wallet = createPolkadotTestWallet({ prompt: async () => false, storage: memoryStorage() })
    await expect(wallet.extension.enable('app')).rejects.toThrow('Rejected by user')
    const prompt = vi.fn(async () => true)
    const other = createPolkadotTestWallet({ prompt, storage: memoryStorage() })
    const injected = await other.extension.enable('app')
    other.disconnect()
    await expect(injected.accounts.get()).resolves.toEqual([])
  })

  it('signRaw refuses an account it does not hold, non-hex data, and a site it forgot', async () => {
    const prompt = vi.fn(async () => true)
    const wallet = createPolkadotTestWallet({ prompt, storage: memoryStorage() })
    const injected = await wallet.extension.enable('app')
    const address = await wallet.address()
    prompt.mockClear()
    await expect(
      injected.signer.signRaw({ address: OTHER_ACCOUNT, data: stringToHex('hi'), type: 'bytes' }),
    ).rejects.toThrow('Unable to find the account')
    await expect(
      injected.signer.signRaw({ address, data: 'not hex', type: 'bytes' }),
    ).rejects.toThrow('signRaw expects hex data')
    expect(prompt).not.toHaveBeenCalled()
    wallet.disconnect()
    await expect(
      injected.signer.signRaw({ address, data: stringToHex('hi'), type: 'bytes' }),
    ).rejects.toThrow('Unable to find the account')
  })

  it('a declined signature throws; an approved one is a 0x sr25519 signature of 64 bytes', async () => {
    const prompt = vi.fn(async () => true)
    const wallet = createPolkadotTestWallet({ prompt, storage: memoryStorage() })
    const injected = await wallet.extension.enable('app')
    const address = await wallet.address()
    prompt.mockResolvedValueOnce(false)
    const payload = { address, data: stringToHex('hi'), type: 'bytes' }
    await expect(injected.signer.signRaw(payload)).rejects.toThrow('Rejected by user')
    const { signature } = await injected.signer.signRaw(payload)
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
  })
})
