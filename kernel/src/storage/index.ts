// Entry point of `@appkit/kernel/storage`.
export { addRecentWallet, RECENT_WALLETS_LIMIT } from './addRecentWallet.js'
export { createLocalStorage } from './createLocalStorage.js'
export { createMemoryStorage } from './createMemoryStorage.js'
export {
  type AppKitStorage,
  type CreateStorageOptions,
  createStorage,
  type StorageWarning,
} from './createStorage.js'
export { createStorageKeys, type StorageKeys } from './createStorageKeys.js'
export { defineStorageKey, type StorageKey } from './defineStorageKey.js'
export {
  isRecentWallet,
  type RecentWallet,
  STORAGE_KEYS,
} from './STORAGE_KEYS.js'
export type { StorageAdapter } from './StorageAdapter.js'
