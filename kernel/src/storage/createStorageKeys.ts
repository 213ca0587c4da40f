import { AppKitError } from '../errors/AppKitError.js'
import type { StorageKey } from './defineStorageKey.js'

/** The persisted keys of one kit: the kernel's and those its plugins register. */
export interface StorageKeys {
  /**
   * Registers a key; returns its undo. The same definition may be registered by several
   * plugins; another definition under a registered name is refused.
   */
  register(key: StorageKey<unknown>): () => void
  /** Every registered key, in registration order. */
  list(): readonly StorageKey<unknown>[]
  /** The registered keys a disconnect removes. */
  clearedOnDisconnect(): readonly StorageKey<unknown>[]
}

export function createStorageKeys(): StorageKeys {
  /** One entry per registration, so a shared key stays until its last undo. */
  const registrations: { key: StorageKey<unknown> }[] = []
  const list = () => [...new Set(registrations.map((entry) => entry.key))]
  return {
    register(key) {
      const taken = registrations.find((entry) => entry.key.name === key.name)
      if (taken && taken.key !== key) {
        throw new AppKitError(`Storage key already registered: ${key.name}`, {
          category: 'CONFIGURATION_ERROR',
        })
      }
      const entry = { key }
      registrations.push(entry)
      return () => {
        const index = registrations.indexOf(entry)
        if (index !== -1) registrations.splice(index, 1)
      }
    },
    list,
    clearedOnDisconnect: () => list().filter((key) => key.clearOnDisconnect === true),
  }
}
