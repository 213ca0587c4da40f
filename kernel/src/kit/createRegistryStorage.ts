import type { RegistryStorage } from '../registry/RegistryStorage.js'
import type { AppKitStorage } from '../storage/createStorage.js'
import type { StorageKeys } from '../storage/createStorageKeys.js'
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js'

/**
 * The registry's persistence, on the kit's versioned storage. A disconnect removes every
 * registered key flagged `clearOnDisconnect` (the plugins' session data).
 */
export function createRegistryStorage(
  storage: AppKitStorage,
  keys: Pick<StorageKeys, 'clearedOnDisconnect'>,
): RegistryStorage {
  return {
    setConnectorId(namespace, connectorId) {
      const ids = storage.get(STORAGE_KEYS.connectedConnectorIds) ?? {}
      storage.set(STORAGE_KEYS.connectedConnectorIds, { ...ids, [namespace]: connectorId })
    },
    removeConnectorId(namespace) {
      const { [namespace]: _removed, ...rest } =
        storage.get(STORAGE_KEYS.connectedConnectorIds) ?? {}
      storage.set(STORAGE_KEYS.connectedConnectorIds, rest)
    },
    preferredAccountTypes: () => storage.get(STORAGE_KEYS.preferredAccountTypes) ?? {},
    setPreferredAccountType(namespace, type) {
      const types = storage.get(STORAGE_KEYS.preferredAccountTypes) ?? {}
      storage.set(STORAGE_KEYS.preferredAccountTypes, { ...types, [namespace]: type })
    },
    setActiveCaipNetworkId(caipNetworkId) {
      storage.set(STORAGE_KEYS.activeCaipNetworkId, caipNetworkId)
    },
    clearSessionData() {
      for (const key of keys.clearedOnDisconnect()) storage.remove(key)
    },
  }
}
