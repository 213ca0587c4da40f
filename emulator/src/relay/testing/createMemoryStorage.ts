/**
 * A key-value store with the shape WalletConnect clients take as `storage`
 * (IKeyValueStorage), kept in memory: tests write no files and share nothing.
 */
export function createMemoryStorage() {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T = unknown>() => [...entries] as [string, T][],
    getItem: async <T = unknown>(key: string) => entries.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      entries.set(key, value)
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
