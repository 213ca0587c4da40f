import { describe, expect, it, vi } from 'vitest'
import { createCosmosTestWallet } from './createCosmosTestWallet.js'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('createCosmosTestWallet', () => {
  it('enable refuses a chain it has no info for, and a declined enable throws', async () => {
    const prompt = vi.fn(async () => false)
    const { keplr } = createCosmosTestWallet({ prompt, storage: memoryStorage() })
    await expect(keplr.enable('osmosis-1')).rejects.toThrow('There is no chain info for osmosis-1')
    expect(prompt).not.toHaveBeenCalled()
    await expect(keplr.enable('cosmoshub-4')).rejects.toThrow('Request rejected')
  })

  it('getKey and signArbitrary refuse a chain not enabled, and again after disable', async () => {
    const { keplr, address } = createCosmosTestWallet({
      prompt: async () => true,
      storage: memoryStorage(),
    })
    await expect(keplr.getKey('cosmoshub-4')).rejects.toThrow('cosmoshub-4 is not enabled')
    await keplr.enable('cosmoshub-4')
    const signer = await address('cosmoshub-4')
    await expect(keplr.getKey('cosmoshub-4')).resolves.toMatchObject({ bech32Address: signer })
    await keplr.disable('cosmoshub-4')
    await expect(keplr.getKey('cosmoshub-4')).rejects.toThrow('cosmoshub-4 is not enabled')
    await expect(keplr.signArbitrary('cosmoshub-4', signer, 'hi')).rejects.toThrow(
      'cosmoshub-4 is not enabled',
    )
  })

  it('signArbitrary refuses another signer and a declined prompt', async () => {
    const prompt = vi.fn(async () => true)
    const { keplr, address } = createCosmosTestWallet({ prompt, storage: memoryStorage() })
    await keplr.enable('cosmoshub-4')
    prompt.mockClear()
    await expect(
      keplr.signArbitrary('cosmoshub-4', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', 'hi'),
    ).rejects.toThrow('Signer address does not match the account')
    expect(prompt).not.toHaveBeenCalled()
    prompt.mockResolvedValueOnce(false)
    const signer = await address('cosmoshub-4')
    await expect(keplr.signArbitrary('cosmoshub-4', signer, 'hi')).rejects.toThrow(
      'Request rejected',
    )
    const { signature } = await keplr.signArbitrary('cosmoshub-4', signer, 'hi')
    expect(Buffer.from(signature, 'base64')).toHaveLength(64)
  })
})
