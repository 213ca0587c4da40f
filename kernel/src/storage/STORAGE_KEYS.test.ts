import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createStorage } from './createStorage.js'
import { KEYS_CLEARED_ON_DISCONNECT, STORAGE_KEYS } from './STORAGE_KEYS.js'

function setup() {
  const adapter = createMemoryStorage()
  const onWarning = vi.fn()
  return { adapter, onWarning, storage: createStorage({ adapter, onWarning }) }
}

describe('STORAGE_KEYS', () => {
  it('round-trips every declared key', () => {
    const { storage, onWarning } = setup()
    storage.set(STORAGE_KEYS.connectedConnectorIds, { eip155: 'injected', solana: 'phantom' })
    storage.set(STORAGE_KEYS.recentWallets, [{ id: 'metamask', name: 'MetaMask', imageId: 'i' }])
    storage.set(STORAGE_KEYS.activeCaipNetworkId, 'eip155:1')
    storage.set(STORAGE_KEYS.preferredAccountTypes, { eip155: 'smartAccount', bip122: 'payment' })
    storage.set(STORAGE_KEYS.connectedSocialProvider, 'github')
    storage.set(STORAGE_KEYS.connectedSocialUsername, 'alice')
    storage.set(STORAGE_KEYS.email, 'alice@example.com')
    storage.set(STORAGE_KEYS.cachedLogin, true)
    storage.set(STORAGE_KEYS.lastChain, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(storage.keys().sort()).toEqual(Object.keys(STORAGE_KEYS).sort())
    expect(storage.get(STORAGE_KEYS.connectedConnectorIds)).toEqual({
      eip155: 'injected',
      solana: 'phantom',
    })
    expect(storage.get(STORAGE_KEYS.preferredAccountTypes)?.eip155).toBe('smartAccount')
    expect(storage.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:1')
    expect(storage.get(STORAGE_KEYS.email)).toBe('alice@example.com')
    expect(onWarning).not.toHaveBeenCalled()
  })

  it('fails closed on stored values that break the rules (bad CAIP-2 id, email, provider)', () => {
    const { storage, adapter, onWarning } = setup()
    adapter.setItem('appkit:v1:activeCaipNetworkId', '"eip155"')
    adapter.setItem('appkit:v1:email', '"not-an-email"')
    adapter.setItem('appkit:v1:connectedSocialProvider', '"myspace"')
    adapter.setItem('appkit:v1:preferredAccountTypes', '{"eip155":"admin"}')
    expect(storage.get(STORAGE_KEYS.activeCaipNetworkId)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectedSocialProvider)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.preferredAccountTypes)).toBeUndefined()
    expect(onWarning).toHaveBeenCalledTimes(4)
    expect(storage.keys()).toEqual([])
  })

  it('Disconnect "clears cached login, email, last chain and social username" and "keeps preferred account type"', () => {
    const names = KEYS_CLEARED_ON_DISCONNECT.map((key) => key.name)
    expect(names).toEqual(
      expect.arrayContaining(['cachedLogin', 'email', 'lastChain', 'connectedSocialUsername']),
    )
    expect(names).not.toContain('preferredAccountTypes')
  })
})
