import type { Guard } from '../guards/guards.js'

/** A persisted value: its name (without prefix or version) and the guard it must pass. */
export interface StorageKey<A> {
  readonly name: string
  readonly guard: Guard<A>
}

/**
 * Declares a persisted key. Values are stored as JSON and checked with `guard` on read
 * (failing closed) and on write.
 *
 * @example const theme = defineStorageKey('themeMode', literal('light', 'dark'))
 */
export function defineStorageKey<A>(name: string, guard: Guard<A>): StorageKey<A> {
  return Object.freeze({ name, guard })
}
