import type { StorageAdapter } from './StorageAdapter.js'

/**
 * An in-memory adapter: the default on the server and in tests. Each call owns its own map.
 *
 * @example const adapter = createMemoryStorage(); adapter.setItem('k', 'v')
 */
export function createMemoryStorage(): StorageAdapter {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
    keys: () => [...items.keys()],
  }
}
