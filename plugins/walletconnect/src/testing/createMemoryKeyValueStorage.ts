import type { UniversalProviderOpts } from '@walletconnect/universal-provider'

type KeyValueStorage = NonNullable<UniversalProviderOpts['storage']>

/**
 * The WalletConnect library's key/value storage, in memory and shareable: two clients given the
 * same one see each other's pairings and sessions, as two page loads see IndexedDB.
 */
export function createMemoryKeyValueStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value))
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() =>
      [...entries].map(([key, value]) => [key, copy(value)] as [string, T]),
    getItem: async <T>(key: string) => copy(entries.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      entries.set(key, copy(value))
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
