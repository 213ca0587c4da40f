import { createMemoryStorage } from './createMemoryStorage.js'
import type { StorageAdapter } from './StorageAdapter.js'

const PROBE_KEY = '__appkit_storage_probe__'

function usableLocalStorage(): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined // SSR: no window
    const storage = window.localStorage // throws SecurityError when storage is blocked
    if (!storage) return undefined
    storage.setItem(PROBE_KEY, PROBE_KEY) // Safari private mode throws QuotaExceededError here
    storage.removeItem(PROBE_KEY)
    return storage
  } catch {
    return undefined
  }
}

/**
 * `window.localStorage` when it exists and works, else a memory adapter (server-side
 * rendering has no window; Safari private mode and blocked storage throw on use).
 *
 * @example const adapter = createLocalStorage()
 */
export function createLocalStorage(): StorageAdapter {
  const storage = usableLocalStorage()
  if (!storage) return createMemoryStorage()
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys: () => {
      const keys: string[] = []
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index)
        if (key !== null) keys.push(key)
      }
      return keys
    },
  }
}
