import { describe, expect, it, vi } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { arrayOf, isFiniteNumber, isString, refine, struct } from '../guards/guards.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createStorage } from './createStorage.js'
import { defineStorageKey } from './defineStorageKey.js'
import type { StorageAdapter } from './StorageAdapter.js'

const connectorId = defineStorageKey('connectorId', isString)
const wallets = defineStorageKey('wallets', arrayOf(struct({ id: isString, name: isString })))
const chainId = defineStorageKey(
  'chainId',
  refine(isFiniteNumber, (value) => Number.isInteger(value) && value > 0),
)

function setup(options: { prefix?: string; version?: number; adapter?: StorageAdapter } = {}) {
  const adapter = options.adapter ?? createMemoryStorage()
  const onWarning = vi.fn()
  const storage = createStorage({ ...options, adapter, onWarning })
  return { adapter, onWarning, storage }
}

describe('createStorage', () => {
  it('round-trips typed values', () => {
    const { storage, onWarning } = setup()
    expect(storage.get(connectorId)).toBeUndefined()
    storage.set(connectorId, 'injected')
    storage.set(wallets, [{ id: 'metamask', name: 'MetaMask' }])
    expect(storage.get(connectorId)).toBe('injected')
    expect(storage.get(wallets)).toEqual([{ id: 'metamask', name: 'MetaMask' }])
    storage.remove(connectorId)
    expect(storage.get(connectorId)).toBeUndefined()
    expect(onWarning).not.toHaveBeenCalled()
  })

  it('stores "versioned keys", JSON-encoded', () => {
    const { storage, adapter } = setup()
    storage.set(connectorId, 'injected')
    storage.set(chainId, 137)
    expect(adapter.getItem('appkit:v1:connectorId')).toBe('"injected"')
    expect(adapter.getItem('appkit:v1:chainId')).toBe('137')
    expect(storage.get(chainId)).toBe(137)
  })

  it('isolates versions: v1 does not read v2', () => {
    const adapter = createMemoryStorage()
    const v1 = setup({ adapter, version: 1 }).storage
    const v2 = setup({ adapter, version: 2 }).storage
    v2.set(connectorId, 'walletConnect')
    expect(v1.get(connectorId)).toBeUndefined()
    v1.set(connectorId, 'injected')
    expect(v2.get(connectorId)).toBe('walletConnect')
    expect(adapter.getItem('appkit:v2:connectorId')).toBe('"walletConnect"')
  })

  it('discards a corrupt entry (invalid JSON) with a warning and removes the key', () => {
    const { storage, adapter, onWarning } = setup()
    adapter.setItem('appkit:v1:connectorId', '{not json')
    expect(storage.get(connectorId)).toBeUndefined()
    expect(adapter.getItem('appkit:v1:connectorId')).toBeNull()
    expect(onWarning).toHaveBeenCalledTimes(1)
    expect(onWarning.mock.calls[0]?.[0]).toContain('appkit:v1:connectorId')
    expect(onWarning.mock.calls[0]?.[0]).toContain('not valid JSON')
  })

  it('discards an entry that does not have the expected shape', () => {
    const { storage, adapter, onWarning } = setup()
    adapter.setItem('appkit:v1:wallets', JSON.stringify([{ id: 1 }]))
    expect(storage.get(wallets)).toBeUndefined()
    expect(adapter.getItem('appkit:v1:wallets')).toBeNull()
    expect(onWarning.mock.calls[0]?.[0]).toContain('does not have the expected shape')
  })

  it('warns instead of crashing when the adapter throws on setItem (quota)', () => {
    const adapter = createMemoryStorage()
    const quota = new Error('QuotaExceededError')
    adapter.setItem = () => {
      throw quota
    }
    const { storage, onWarning } = setup({ adapter })
    expect(() => storage.set(connectorId, 'injected')).not.toThrow()
    expect(onWarning).toHaveBeenCalledWith(
      'AppKit storage: could not write "appkit:v1:connectorId"',
      quota,
    )
    expect(storage.get(connectorId)).toBeUndefined()
  })

  it('warns instead of crashing when the adapter throws on read or remove', () => {
    const failing: StorageAdapter = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const { storage, onWarning } = setup({ adapter: failing })
    expect(storage.get(connectorId)).toBeUndefined()
    expect(() => storage.remove(connectorId)).not.toThrow()
    expect(onWarning).toHaveBeenCalledTimes(2)
  })

  it('does not write a value that fails its guard', () => {
    const { storage, adapter, onWarning } = setup()
    storage.set(chainId, 'not a number' as unknown as number)
    expect(adapter.getItem('appkit:v1:chainId')).toBeNull()
    expect(onWarning).toHaveBeenCalledTimes(1)
  })

  it('keeps two storages with different prefixes apart', () => {
    const adapter = createMemoryStorage()
    const a = setup({ adapter, prefix: 'appkit' }).storage
    const b = setup({ adapter, prefix: 'other' }).storage
    a.set(connectorId, 'injected')
    expect(b.get(connectorId)).toBeUndefined()
    expect(b.keys()).toEqual([])
    b.set(connectorId, 'walletConnect')
    expect(a.get(connectorId)).toBe('injected')
  })

  it('lists and clears only its own prefix and version', () => {
    const adapter = createMemoryStorage()
    adapter.setItem('unrelated', 'x')
    const v1 = setup({ adapter }).storage
    const v2 = setup({ adapter, version: 2 }).storage
    const other = setup({ adapter, prefix: 'appkitx' }).storage
    v1.set(connectorId, 'injected')
    v1.set(wallets, [])
    v2.set(connectorId, 'walletConnect')
    other.set(connectorId, 'other')
    expect(v1.keys().sort()).toEqual(['connectorId', 'wallets'])
    v1.clear()
    expect(v1.keys()).toEqual([])
    expect(v2.get(connectorId)).toBe('walletConnect')
    expect(other.get(connectorId)).toBe('other')
    expect(adapter.getItem('unrelated')).toBe('x')
  })

  it('lists keys through a Web Storage adapter without keys()', () => {
    const memory = createMemoryStorage()
    const webStorage = {
      getItem: memory.getItem,
      setItem: memory.setItem,
      removeItem: memory.removeItem,
      get length() {
        return memory.keys?.().length ?? 0
      },
      key: (index: number) => memory.keys?.()[index] ?? null,
    }
    const { storage } = setup({ adapter: webStorage })
    storage.set(connectorId, 'injected')
    expect(storage.keys()).toEqual(['connectorId'])
  })

  it('warns through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const adapter = createMemoryStorage()
    adapter.setItem('appkit:v1:connectorId', 'oops')
    expect(createStorage({ adapter }).get(connectorId)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('survives a throwing warning handler', () => {
    const adapter = createMemoryStorage()
    adapter.setItem('appkit:v1:connectorId', 'oops')
    const storage = createStorage({
      adapter,
      onWarning: () => {
        throw new Error('handler')
      },
    })
    expect(storage.get(connectorId)).toBeUndefined()
  })

  it('rejects a prefix with a colon and a version that is not a positive integer', () => {
    expect(() => createStorage({ prefix: 'a:b' })).toThrow(AppKitError)
    expect(() => createStorage({ prefix: '' })).toThrow('Invalid storage prefix: ')
    expect(() => createStorage({ version: 0 })).toThrow('Invalid storage version: 0')
  })

  it('shares no state between createStorage calls (no module-level state)', () => {
    const a = createStorage({ onWarning: () => {} })
    const b = createStorage({ onWarning: () => {} })
    a.set(connectorId, 'injected')
    expect(b.get(connectorId)).toBeUndefined()
  })
})
