/**
 * A synchronous key/value store, shaped like `window.localStorage` (which satisfies it).
 * `keys()` is optional: `createStorage`'s `keys()` and `clear()` use it, or Web Storage's
 * `length`/`key(index)`, to list what the adapter holds.
 */
export interface StorageAdapter {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  keys?(): readonly string[]
}
