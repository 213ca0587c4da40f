/**
 * A typed name for a slice of state a plugin keeps per account (one value per family's connected
 * account), with the value every account starts from. `T` types `get`, `set` and `update`.
 */
export interface AccountStateKey<T> {
  readonly name: string
  readonly initial: T
}

/**
 * Declares a per-account state key; the plugin that owns the slice exports it and registers it
 * with `kit.accountState.register(key)`.
 *
 * @example export const PROFILE = defineAccountStateKey<AccountProfile>('appkit:profile', {})
 */
export function defineAccountStateKey<T>(name: string, initial: T): AccountStateKey<T> {
  return Object.freeze({ name, initial })
}
