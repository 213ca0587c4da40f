import { AppKitError } from '../errors/AppKitError.js'
import { createLocalStorage } from './createLocalStorage.js'
import type { StorageKey } from './defineStorageKey.js'
import type { StorageAdapter } from './StorageAdapter.js'

export type StorageWarning = (message: string, cause?: unknown) => void

export interface CreateStorageOptions {
  /** Where values live; default `createLocalStorage()` (memory when there is no usable localStorage). */
  adapter?: StorageAdapter
  /** Namespace of every key; default 'appkit'. Must not contain ':'. */
  prefix?: string
  /** Schema version in every key (`appkit:v1:name`); bump it to leave old data unread. */
  version?: number
  /** Called instead of throwing when an entry is discarded or the adapter fails; default console.warn. */
  onWarning?: StorageWarning
}

export interface AppKitStorage {
  /** The stored value, or undefined when absent, unreadable, or corrupt (then removed). */
  get<A>(key: StorageKey<A>): A | undefined
  /** Encodes and stores the value; a failing adapter (quota) only warns. */
  set<A>(key: StorageKey<A>, value: A): void
  remove(key: Pick<StorageKey<unknown>, 'name'> | string): void
  /** Names of the keys stored under this prefix and version. */
  keys(): string[]
  /** Removes every key under this prefix and version, nothing else. */
  clear(): void
}

function defaultWarning(message: string, cause?: unknown): void {
  if (cause === undefined) console.warn(message)
  else console.warn(message, cause)
}

function listAdapterKeys(adapter: StorageAdapter): readonly string[] {
  if (adapter.keys) return adapter.keys()
  const webStorage = adapter as Partial<Pick<Storage, 'length' | 'key'>>
  if (typeof webStorage.length !== 'number' || typeof webStorage.key !== 'function') return []
  const keys: string[] = []
  for (let index = 0; index < webStorage.length; index++) {
    const key = webStorage.key(index)
    if (key !== null) keys.push(key)
  }
  return keys
}

function checkOptions(prefix: string, version: number): void {
  if (typeof prefix !== 'string' || prefix === '' || prefix.includes(':')) {
    throw new AppKitError(`Invalid storage prefix: ${String(prefix)}`, {
      category: 'CONFIGURATION_ERROR',
    })
  }
  if (!Number.isSafeInteger(version) || version < 1) {
    throw new AppKitError(`Invalid storage version: ${String(version)}`, {
      category: 'CONFIGURATION_ERROR',
    })
  }
}

/**
 * Typed, versioned persistence over a key/value adapter. Keys are `{prefix}:v{version}:{name}`;
 * values are JSON. A corrupt entry (invalid JSON, or failing its schema) is removed with a
 * warning and reads as undefined, so stale or tampered data never crashes a page load.
 *
 * @example
 * const storage = createStorage({ adapter: createMemoryStorage() })
 * storage.set(STORAGE_KEYS.activeCaipNetworkId, 'eip155:1')
 * storage.get(STORAGE_KEYS.activeCaipNetworkId) // 'eip155:1'
 */
export function createStorage(options: CreateStorageOptions = {}): AppKitStorage {
  const { prefix = 'appkit', version = 1, onWarning = defaultWarning } = options
  checkOptions(prefix, version)
  const adapter = options.adapter ?? createLocalStorage()
  const keyPrefix = `${prefix}:v${version}:`
  const fullKey = (name: string) => `${keyPrefix}${name}`

  function warn(message: string, cause?: unknown): void {
    try {
      onWarning(`AppKit storage: ${message}`, cause)
    } catch {
      // A throwing warning handler must not turn a warning into a crash.
    }
  }

  function removeKey(key: string): void {
    try {
      adapter.removeItem(key)
    } catch (cause) {
      warn(`could not remove "${key}"`, cause)
    }
  }

  function discard(key: string, reason: string, cause: unknown): undefined {
    warn(`discarded "${key}": ${reason}`, cause)
    removeKey(key)
    return undefined
  }

  function get<A>(key: StorageKey<A>): A | undefined {
    const storageKey = fullKey(key.name)
    let raw: string | null
    try {
      raw = adapter.getItem(storageKey)
    } catch (cause) {
      warn(`could not read "${storageKey}"`, cause)
      return undefined
    }
    if (typeof raw !== 'string') return undefined
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch (cause) {
      return discard(storageKey, 'not valid JSON', cause)
    }
    if (!key.guard(json)) return discard(storageKey, 'does not have the expected shape', json)
    return json
  }

  function set<A>(key: StorageKey<A>, value: A): void {
    const storageKey = fullKey(key.name)
    if (!key.guard(value)) {
      warn(`did not write "${storageKey}": value does not have the expected shape`, value)
      return
    }
    try {
      adapter.setItem(storageKey, JSON.stringify(value))
    } catch (cause) {
      warn(`could not write "${storageKey}"`, cause)
    }
  }

  function keys(): string[] {
    try {
      return listAdapterKeys(adapter)
        .filter((key) => key.startsWith(keyPrefix))
        .map((key) => key.slice(keyPrefix.length))
    } catch (cause) {
      warn('could not list keys', cause)
      return []
    }
  }

  return {
    get,
    set,
    remove: (key) => removeKey(fullKey(typeof key === 'string' ? key : key.name)),
    keys,
    clear: () => {
      for (const name of keys()) removeKey(fullKey(name))
    },
  }
}
