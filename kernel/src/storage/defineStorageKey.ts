import type { Guard } from '../guards/guards.js'

/** A persisted value: its name (without prefix or version) and the guard it must pass. */
export interface StorageKey<A> {
  readonly name: string
  readonly guard: Guard<A>
  /** Removed when a wallet disconnects (spec §4's disconnect rule), once the key is registered. */
  readonly clearOnDisconnect?: boolean
}

/**
 * Declares a persisted key. Values are stored as JSON and checked with `guard` on read
 * (failing closed) and on write. A plugin registers its keys (`register.storageKey`).
 *
 * @example const theme = defineStorageKey('themeMode', literal('light', 'dark'))
 */
export function defineStorageKey<A>(
  name: string,
  guard: Guard<A>,
  options: { clearOnDisconnect?: boolean } = {},
): StorageKey<A> {
  return Object.freeze({
    name,
    guard,
    ...(options.clearOnDisconnect ? { clearOnDisconnect: true } : {}),
  })
}
