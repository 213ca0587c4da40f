import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createStorage } from './createStorage.js'
import { STORAGE_KEYS } from './STORAGE_KEYS.js'

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
    expect(storage.keys().sort()).toEqual(Object.keys(STORAGE_KEYS).sort())
    expect(storage.get(STORAGE_KEYS.connectedConnectorIds)).toEqual({
      eip155: 'injected',
      solana: 'phantom',
    })
    expect(storage.get(STORAGE_KEYS.preferredAccountTypes)?.eip155).toBe('smartAccount')
    expect(storage.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:1')
    expect(onWarning).not.toHaveBeenCalled()
  })

  it('fails closed on stored values that break the rules (bad CAIP-2 id, account type)', () => {
    const { storage, adapter, onWarning } = setup()
    adapter.setItem('appkit:v1:activeCaipNetworkId', '"eip155"')
    adapter.setItem('appkit:v1:preferredAccountTypes', '{"eip155":"admin"}')
    expect(storage.get(STORAGE_KEYS.activeCaipNetworkId)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.preferredAccountTypes)).toBeUndefined()
    expect(onWarning).toHaveBeenCalledTimes(2)
    expect(storage.keys()).toEqual([])
  })

  it('Disconnect "keeps preferred account type": no kernel key is cleared on disconnect', () => {
    expect(Object.values(STORAGE_KEYS).filter((key) => key.clearOnDisconnect)).toEqual([])
  })
})
