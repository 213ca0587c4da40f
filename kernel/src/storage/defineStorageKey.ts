import type { Schema } from 'effect'

/** A persisted value: its name (without prefix or version) and the schema it must match. */
export interface StorageKey<A, I = A> {
  readonly name: string
  readonly schema: Schema.Schema<A, I>
}

/**
 * Declares a persisted key. Values are JSON-encoded through `schema` on write and decoded
 * (failing closed) on read.
 *
 * @example const theme = defineStorageKey('themeMode', Schema.Literal('light', 'dark'))
 */
export function defineStorageKey<A, I = A>(
  name: string,
  schema: Schema.Schema<A, I>,
): StorageKey<A, I> {
  return Object.freeze({ name, schema })
}
